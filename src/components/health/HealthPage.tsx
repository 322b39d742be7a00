import { getRouteApi } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { HealthQuestionnaire } from './HealthQuestionnaire'

const route = getRouteApi('/{-$lang}/health')

/** /health?step=N: the questionnaire as a page; finishing shows the health summary in the account. */
export function HealthPage() {
  const { step = 1 } = route.useSearch()
  const navigate = route.useNavigate()
  const locale = useLocale()
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-semibold tablet:text-3xl">
        <FormattedMessage id="health.title" />
      </h1>
      <HealthQuestionnaire
        step={step}
        onStepChange={(next) => void navigate({ search: { step: next } })}
        onDone={() => void navigate({ to: '/{-$lang}/account', params: { lang: langParam(locale) }, search: { slug: 'health_details' } })}
      />
    </div>
  )
}
