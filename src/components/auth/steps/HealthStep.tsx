import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { FormattedMessage } from 'react-intl'
import HealthQuestionnaire from '~/components/health/HealthQuestionnaire'
import { useLocale } from '~/i18n/useLocale'
import { unansweredHealthSteps } from '~/lib/health-todo'
import { healthQueries } from '~/queries/health'
import { sessionQueries } from '~/queries/session'
import { useAuthOverlay } from '../overlay-context'
import { StepHeader, follow } from './shared'

/**
 * The health questionnaire inside the overlay after e-mail verification (it cannot be closed),
 * and again after personal info when the gender added questions: it starts at the first one
 * without an answer. Its question number lives here, the answers are saved by the questionnaire.
 */
export function HealthStep() {
  const locale = useLocale()
  const { data: user } = useQuery(sessionQueries.currentUser(locale))
  const answers = useQuery(healthQueries.answers())
  const loaded = Boolean(user) && !answers.isPending
  return (
    <>
      <StepHeader title={<FormattedMessage id="auth.health_title" />} description={<FormattedMessage id="auth.health_text" />} />
      {loaded && <Questions first={unansweredHealthSteps(user?.gender, answers.data)[0] ?? 1} />}
    </>
  )
}

function Questions({ first }: { first: number }) {
  const locale = useLocale()
  const overlay = useAuthOverlay()
  const queryClient = useQueryClient()
  const [question, setQuestion] = useState(first)
  const onDone = async () => {
    const user = await queryClient.fetchQuery({ ...sessionQueries.currentUser(locale), staleTime: 0 })
    if (!user) return overlay.report(null)
    await follow(overlay, { type: 'healthDone', user })
  }
  return <HealthQuestionnaire step={question} onStepChange={setQuestion} onDone={() => void onDone()} />
}
