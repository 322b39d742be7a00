import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { CatalogIcon } from '~/components/shared/CatalogIcon'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { catalogQueries } from '~/queries/catalog'
import { Carousel } from './Carousel'
import { Card } from '~/components/ui/card'
import { useSuspenseData } from '~/queries/suspense-data'

export function ServicesSlider() {
  const locale = useLocale()
  const data = useSuspenseData(catalogQueries.services(locale))
  if (data.results.length === 0) return null
  const slides = data.results.map((service) => ({
    key: service.slug,
    content: (
      <Card asChild>
        <Link
          to="/{-$lang}/services/$slug"
          params={{ lang: langParam(locale), slug: service.slug }}
          className="flex h-full flex-col gap-3 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <CatalogIcon name={service.icon} className="size-6" />
          </span>
          <span className="text-lg font-semibold">{service.title}</span>
          {service.short_desc && <span className="line-clamp-3 text-sm text-muted">{service.short_desc}</span>}
        </Link>
      </Card>
    ),
  }))
  return (
    <Carousel
      className="mx-auto w-full max-w-6xl px-4 py-14"
      labelledBy="home-services"
      heading={
        <div className="flex flex-col gap-2">
          <h2 id="home-services" className="text-3xl font-bold">
            <FormattedMessage id="home.services_heading" />
          </h2>
          <p className="text-muted">
            <FormattedMessage id="home.services_text" />
          </p>
        </div>
      }
      slides={slides}
      slideClassName="basis-[85%] mobile:basis-[calc((100%_-_1.5rem)/2)] tablet:basis-[calc((100%_-_4.5rem)/4)]"
    />
  )
}
