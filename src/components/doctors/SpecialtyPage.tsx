import { getRouteApi, useRouterState } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '~/i18n/useLocale'
import { SHOWN_STEP } from '~/lib/list-search'
import { catalogQueries } from '~/queries/catalog'
import { doctorQueries } from '~/queries/doctors'
import { StaticCatalogIcon } from '~/components/shared/StaticCatalogIcon'
import { DoctorResults } from './DoctorResults'
import { useSuspenseData } from '~/queries/suspense-data'

const route = getRouteApi('/{-$lang}/specialties/$slug')

/** `/specialties/$slug`: the specialty's doctors, growing by 5 with the count in the URL. */
export function SpecialtyPage() {
  const locale = useLocale()
  const { slug } = route.useParams()
  const { limit } = route.useLoaderDeps()
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  const specialty = useSuspenseData(catalogQueries.specialty(locale, slug))
  const data = useSuspenseData(doctorQueries.list(locale, { specialty: slug, limit }))

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <div className="flex items-center gap-4">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <StaticCatalogIcon name={specialty?.icon} className="size-7" />
        </span>
        <div>
          <h1 className="text-3xl font-bold">{specialty?.name}</h1>
          <p className="text-muted">
            <FormattedMessage id="doctors.specialty_intro" />
          </p>
        </div>
      </div>
      <DoctorResults doctors={data.results} total={data.total} nextShown={limit + SHOWN_STEP} loadingMore={loading} />
    </main>
  )
}
