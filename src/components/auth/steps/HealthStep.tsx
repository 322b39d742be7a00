import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { FormattedMessage } from 'react-intl'
import { HealthQuestionnaire } from '~/components/health/HealthQuestionnaire'
import { useLocale } from '~/i18n/useLocale'
import { sessionQueries } from '~/queries/session'
import { useAuthOverlay } from '../overlay-context'
import { StepHeader, follow } from './shared'

/**
 * The health questionnaire inside the overlay after e-mail verification (it cannot be closed);
 * its question number lives here, the answers are saved by the questionnaire itself.
 */
export function HealthStep() {
  const locale = useLocale()
  const overlay = useAuthOverlay()
  const queryClient = useQueryClient()
  const [question, setQuestion] = useState(1)
  const onDone = async () => {
    const user = await queryClient.fetchQuery({ ...sessionQueries.currentUser(locale), staleTime: 0 })
    if (!user) return overlay.report(null)
    await follow(overlay, { type: 'healthDone', user })
  }
  return (
    <>
      <StepHeader title={<FormattedMessage id="auth.health_title" />} description={<FormattedMessage id="auth.health_text" />} />
      <HealthQuestionnaire step={question} onStepChange={setQuestion} onDone={() => void onDone()} />
    </>
  )
}
