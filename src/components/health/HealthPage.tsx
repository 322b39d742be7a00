import { getRouteApi } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '~/components/shared/PageHeader'
import { langParam, localePrefix } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { HydrateLater } from '~/components/lazy/HydrateLater'
import { Spinner } from '~/components/ui/spinner'
import HealthQuestionnaireLater from './HealthQuestionnaire?hydrate-later'

// The questionnaire is server-rendered; its code (the form hook's library) loads when the patient
// starts on it (a tap, a key, a focus: ADR 0026, ADR 0054).
const HealthQuestionnaire = HealthQuestionnaireLater as typeof import('./HealthQuestionnaire').default

const route = getRouteApi('/{-$lang}/health')

/**
 * /health?step=N[&returnTo=/path]: the questionnaire as a page under its own header (no site header here,
 * spec part 2 §2), whose close link returns to `returnTo`, or back, or to the health section of the account.
 */
export function HealthPage() {
  const { step = 1, returnTo } = route.useSearch()
  const { unitsTag } = route.useLoaderData()
  const navigate = route.useNavigate()
  const locale = useLocale()
  const intl = useIntl()
  return (
    <>
      <PageHeader closeTo={returnTo} fallback={`${localePrefix(locale)}/account?slug=health_details`} />
      <main className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10">
        <h1 className="text-2xl font-semibold tablet:text-3xl">
          <FormattedMessage id="health.title" />
        </h1>
        <HydrateLater when="interaction" fallback={<Spinner label={intl.formatMessage({ id: 'ui.loading' })} />}>
          <HealthQuestionnaire
            step={step}
            unitsTag={unitsTag}
            onStepChange={(next) => void navigate({ search: (prev) => ({ ...prev, step: next }) })}
            onDone={() =>
              void navigate({ to: '/{-$lang}/account', params: { lang: langParam(locale) }, search: { slug: 'health_details' } })
            }
          />
        </HydrateLater>
      </main>
    </>
  )
}
