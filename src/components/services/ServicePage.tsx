import { useCallback, useMemo } from 'react'
import { Link, getRouteApi, useRouterState } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { DeferredDoctorFilters } from '~/components/doctors/DeferredDoctorFilters'
import type { DoctorFilterValues } from '~/components/doctors/DoctorFilters'
import { DoctorResults } from '~/components/doctors/DoctorResults'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { SERVICE_SHOWN_STEP } from '~/lib/list-search'
import { catalogQueries } from '~/queries/catalog'
import { StaticCatalogIcon } from '~/components/shared/StaticCatalogIcon'
import { FIND_DOCTOR_SERVICE_TYPE } from './service-groups'
import { HydrateLater } from '~/components/lazy/HydrateLater'
import OrganizationFilterLater from './OrganizationFilter?hydrate-later'
import { useSuspenseData } from '~/queries/suspense-data'

const OrganizationFilter = OrganizationFilterLater as typeof import('./OrganizationFilter').default

const route = getRouteApi('/{-$lang}/services/$slug')

/**
 * `/services/$slug`: the service text and its doctors, filtered by name, specialty and organisations;
 * the list grows by 10 ("load more", spec part 2 §7) and how far it has grown lives in the URL.
 */
export function ServicePage() {
  const locale = useLocale()
  const lang = langParam(locale)
  const { slug } = route.useParams()
  const search = route.useSearch()
  const deps = route.useLoaderDeps()
  const navigate = route.useNavigate()
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  const service = useSuspenseData(catalogQueries.service(locale, slug))
  const organizations = useSuspenseData(catalogQueries.organizations(locale))
  const specialties = useSuspenseData(catalogQueries.specialties(locale))
  const doctors = useSuspenseData(catalogQueries.serviceDoctors(locale, { slug, ...deps }))

  // Every filter change starts the list again from the first 10.
  const applyFilters = useCallback(
    (next: { search?: string; specialty?: string; organizations?: string }) =>
      navigate({ search: (prev) => ({ ...prev, ...next, shown: undefined }), resetScroll: false, replace: true }),
    [navigate],
  )
  const filters = useMemo<DoctorFilterValues>(
    () => ({ search: search.search || undefined, specialty: search.specialty }),
    [search.search, search.specialty],
  )
  if (!service) return null

  const selected = deps.organizations ? deps.organizations.split(',') : []
  const clearFilters = () => applyFilters({ search: undefined, specialty: undefined, organizations: undefined })
  const filtered = Boolean(filters.search || filters.specialty || selected.length)

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10">
      <Link
        to="/{-$lang}/services"
        params={{ lang }}
        className="self-start rounded-sm text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <FormattedMessage id="services.all_services" />
      </Link>
      <Card as="header" padding="lg" className="flex flex-col gap-4 mobile:flex-row">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <StaticCatalogIcon name={service.icon} className="size-7" />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">{service.title}</h1>
          {service.subtitle && <p className="text-lg text-muted">{service.subtitle}</p>}
          {service.description && <p className="leading-relaxed whitespace-pre-line">{service.description}</p>}
          {service.text && service.text !== service.description && <p className="leading-relaxed whitespace-pre-line">{service.text}</p>}
          {service.type === FIND_DOCTOR_SERVICE_TYPE && (
            <Button asChild className="self-start">
              <Link to="/{-$lang}/get-started" params={{ lang }} search={{ service: service.slug, filename: search.filename }}>
                <FormattedMessage id="services.find_me_doctor" />
              </Link>
            </Button>
          )}
        </div>
      </Card>

      <section aria-labelledby="service-doctors" className="flex flex-col gap-4">
        <h2 id="service-doctors" className="text-2xl font-semibold">
          <FormattedMessage id="services.doctors_heading" />
        </h2>
        <div className="grid gap-6 tablet:grid-cols-[16rem_1fr]">
          {/* The filters' code loads when the visitor reaches for them (ADR 0026). */}
          <HydrateLater when="interaction">
            <OrganizationFilter organizations={organizations} selected={selected} />
          </HydrateLater>
          <div className="flex flex-col gap-4">
            <DeferredDoctorFilters values={filters} specialties={specialties} onChange={applyFilters} />
            <DoctorResults
              doctors={doctors.results}
              total={doctors.total}
              headingLevel="h3"
              nextShown={deps.limit + SERVICE_SHOWN_STEP}
              loadingMore={loading}
              emptyAction={
                filtered ? (
                  <Button variant="outline" onClick={clearFilters}>
                    <FormattedMessage id="doctors.clear_filters" />
                  </Button>
                ) : undefined
              }
            />
          </div>
        </div>
      </section>
    </main>
  )
}
