import { useIntl } from 'react-intl'
import { planLabel } from '~/lib/plan-label'

/** The consultation's kind and the plan's name, once when they read the same (`planLabel`). */
export function PlanName({ plan }: { plan: { type: number; name: string } }) {
  const intl = useIntl()
  return planLabel(intl.formatMessage({ id: `appointments.plan_${plan.type}` }), plan.name, intl.locale)
}
