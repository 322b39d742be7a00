import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { catalogQueries } from '~/queries/catalog'
import { StaticCatalogIcon } from '~/components/shared/StaticCatalogIcon'
import { groupServices } from './service-groups'
import { Card } from '~/components/ui/card'
import { useSuspenseData } from '~/queries/suspense-data'

/** `/services`: every service, grouped by the six service groups, as tiles. */
export function ServicesPage() {
  const locale = useLocale()
  const lang = langParam(locale)
  const data = useSuspenseData(catalogQueries.services(locale))
  const groups = groupServices(data.results)

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <FormattedMessage id="services.heading" />
        </h1>
        <p className="text-muted">
          <FormattedMessage id="services.intro" />
        </p>
      </div>
      {/* Groups side by side on a wide screen: most hold two services, so a group a row left a third of
          the page empty (issue 26 #20). */}
      <div className="grid gap-x-8 gap-y-10 tablet:grid-cols-2">
        {groups.map((group) => (
          <section key={group.type} aria-labelledby={`service-group-${group.type}`} className="flex flex-col gap-4">
            <h2 id={`service-group-${group.type}`} className="text-xl font-semibold">
              <FormattedMessage id={group.messageId} />
            </h2>
            <ul className="grid gap-4 mobile:grid-cols-2">
              {group.services.map((service) => (
                <li key={service.id}>
                  <Card asChild>
                    <Link
                      to="/{-$lang}/services/$slug"
                      params={{ lang, slug: service.slug }}
                      className="flex h-full flex-col gap-3 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                        <StaticCatalogIcon name={service.icon} />
                      </span>
                      <span className="text-lg font-semibold">{service.title}</span>
                      {service.short_desc && <span className="text-sm text-muted">{service.short_desc}</span>}
                    </Link>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  )
}
