import { useCallback, useMemo } from 'react'
import { getRouteApi, useRouterState } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { Button } from '~/components/ui/button'
import { useLocale } from '~/i18n/useLocale'
import { SHOWN_STEP } from '~/lib/list-search'
import { catalogQueries } from '~/queries/catalog'
import { doctorQueries } from '~/queries/doctors'
import { DeferredDoctorFilters } from './DeferredDoctorFilters'
import type { DoctorFilterValues } from './DoctorFilters'
import { DoctorResults } from './DoctorResults'
import { useSuspenseData } from '~/queries/suspense-data'

const route = getRouteApi('/{-$lang}/doctors/')

/**
 * `/doctors`: search names and specialties, filter by specialty, organisation and spoken language, and
 * sort; the list grows by 5 and lives in the URL.
 */
export function DoctorsPage() {
  const locale = useLocale()
  const search = route.useSearch()
  const deps = route.useLoaderDeps()
  const navigate = route.useNavigate()
  const loading = useRouterState({ select: (state) => state.status === 'pending' })

  const data = useSuspenseData(doctorQueries.list(locale, deps))
  const specialties = useSuspenseData(catalogQueries.specialties(locale))
  const organizations = useSuspenseData(catalogQueries.organizations(locale))
  const languages = useSuspenseData(catalogQueries.languages(locale))

  // Every filter change starts the list again from the first 5.
  const applyFilters = useCallback(
    (next: DoctorFilterValues) =>
      navigate({
        search: (prev) => ({ ...prev, ...next, shown: undefined }),
        resetScroll: false,
        replace: true,
      }),
    [navigate],
  )
  // The order is not a filter: clearing the filters keeps it.
  const clearFilters = () => applyFilters({ search: undefined, specialty: undefined, organization: undefined, language: undefined })

  const filters = useMemo<DoctorFilterValues>(
    () => ({
      search: search.search || undefined,
      specialty: search.specialty,
      organization: search.organization?.toString(),
      language: search.language,
      sort: search.sort,
    }),
    [search.search, search.specialty, search.organization, search.language, search.sort],
  )

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">
        <FormattedMessage id="doctors.heading" />
      </h1>
      <DeferredDoctorFilters
        values={filters}
        specialties={specialties}
        organizations={organizations}
        languages={languages}
        onChange={applyFilters}
      />
      <DoctorResults
        doctors={data.results}
        total={data.total}
        nextShown={deps.limit + SHOWN_STEP}
        loadingMore={loading}
        emptyAction={
          <Button variant="outline" onClick={clearFilters}>
            <FormattedMessage id="doctors.clear_filters" />
          </Button>
        }
      />
    </main>
  )
}
