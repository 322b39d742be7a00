import { FormattedMessage } from 'react-intl'
import { StepHeader } from './shared'

/**
 * The health questionnaire inside the overlay (cannot be closed). The questionnaire component
 * comes from the account branch; until it is merged this step only shows its title.
 */
export function HealthStep() {
  return <StepHeader title={<FormattedMessage id="auth.health_title" />} description={<FormattedMessage id="auth.health_text" />} />
}
