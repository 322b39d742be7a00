import { Link, getRouteApi } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { DoctorResults } from '~/components/doctors/DoctorResults'
import { Button } from '~/components/ui/button'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { normalizeIdList } from '~/lib/list-search'
import { catalogQueries } from '~/queries/catalog'
import { CatalogIcon } from './CatalogIcon'
import { OrganizationFilter } from './OrganizationFilter'

const route = getRouteApi('/{-$lang}/services/$slug')

/** The service doctor list pages by 10 on the server (spec part 2 §7). */
export const SERVICE_DOCTORS_PAGE_SIZE = 10

/** `/services/$slug`: the service text and its doctors, filtered by organisations and paged by 10. */
export function ServicePage() {
  const intl = useIntl()
  const locale = useLocale()
  const lang = langParam(locale)
  const { slug } = route.useParams()
  const deps = route.useLoaderDeps()
  const navigate = route.useNavigate()
  const { data: service } = useSuspenseQuery(catalogQueries.service(locale, slug))
  const { data: organizations } = useSuspenseQuery(catalogQueries.organizations(locale))
  const { data: doctors } = useSuspenseQuery(catalogQueries.serviceDoctors({ locale, slug, ...deps }))
  if (!service) return null

  const selected = deps.organizations ? deps.organizations.split(',') : []
  const pageNumber = deps.page + 1
  const pageCount = Math.max(1, Math.ceil(doctors.total / SERVICE_DOCTORS_PAGE_SIZE))

  const setOrganizations = (ids: string[]) =>
    navigate({
      search: (prev) => ({ ...prev, organizations: normalizeIdList(ids) || undefined, doctorsPage: undefined }),
      resetScroll: false,
      replace: true,
    })
  const goToPage = (page: number) =>
    navigate({ search: (prev) => ({ ...prev, doctorsPage: page > 1 ? page : undefined }), resetScroll: false })

  const pagination =
    pageCount > 1 ? (
      <nav aria-label={intl.formatMessage({ id: 'services.pagination_label' })} className="flex items-center justify-between gap-4">
        <Button variant="outline" disabled={pageNumber <= 1} onClick={() => goToPage(pageNumber - 1)}>
          <ChevronLeftIcon className="size-4 rtl:rotate-180" aria-hidden />
          <FormattedMessage id="services.previous" />
        </Button>
        <p className="text-sm text-muted">
          <FormattedMessage id="services.page_of" values={{ page: pageNumber, pages: pageCount }} />
        </p>
        <Button variant="outline" disabled={pageNumber >= pageCount} onClick={() => goToPage(pageNumber + 1)}>
          <FormattedMessage id="services.next" />
          <ChevronRightIcon className="size-4 rtl:rotate-180" aria-hidden />
        </Button>
      </nav>
    ) : null

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10">
      <Link
        to="/{-$lang}/services"
        params={{ lang }}
        className="self-start rounded-sm text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <FormattedMessage id="services.all_services" />
      </Link>
      <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 mobile:flex-row">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <CatalogIcon name={service.icon} className="size-7" />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">{service.title}</h1>
          {service.subtitle && <p className="text-lg text-muted">{service.subtitle}</p>}
          {service.description && <p className="leading-relaxed whitespace-pre-line">{service.description}</p>}
          {service.text && service.text !== service.description && (
            <p className="leading-relaxed whitespace-pre-line">{service.text}</p>
          )}
        </div>
      </header>

      <section aria-labelledby="service-doctors" className="flex flex-col gap-4">
        <h2 id="service-doctors" className="text-2xl font-semibold">
          <FormattedMessage id="services.doctors_heading" />
        </h2>
        <div className="grid gap-6 tablet:grid-cols-[16rem_1fr]">
          <OrganizationFilter organizations={organizations} selected={selected} onChange={setOrganizations} />
          <DoctorResults
            doctors={doctors.results}
            total={doctors.total}
            headingLevel="h3"
            footer={pagination}
            emptyAction={
              selected.length > 0 ? (
                <Button variant="outline" onClick={() => setOrganizations([])}>
                  <FormattedMessage id="doctors.clear_filters" />
                </Button>
              ) : undefined
            }
          />
        </div>
      </section>
    </main>
  )
}
