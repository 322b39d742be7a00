import { FormattedMessage, useIntl } from 'react-intl'
import { CheckIcon, XIcon } from 'lucide-react'
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES, passwordChecks, strengthSegments } from '~/lib/password-rules'
import { cn } from '~/lib/utils'

const SEGMENT_CLASS = { green: 'bg-green-600', red: 'bg-red-600', grey: 'bg-slate-200' } as const

/** The password checklist and the 4-segment strength bar (spec part 1 §5). */
export function PasswordStrength({ password }: { password: string }) {
  const intl = useIntl()
  const checks = passwordChecks(password)
  const segments = strengthSegments(password)
  const held = PASSWORD_RULES.filter((rule) => checks[rule]).length
  return (
    <span className="flex flex-col gap-2">
      <span
        role="meter"
        aria-label={intl.formatMessage({ id: 'auth.password_strength' })}
        aria-valuemin={0}
        aria-valuemax={PASSWORD_RULES.length}
        aria-valuenow={held}
        className="grid grid-cols-4 gap-1"
      >
        {segments.map((color, index) => (
          <span key={index} data-color={color} className={cn('h-1.5 rounded-full', SEGMENT_CLASS[color])} />
        ))}
      </span>
      <span className="flex flex-col gap-1">
        {PASSWORD_RULES.map((rule) => (
          <span key={rule} className={cn('flex items-center gap-1.5', checks[rule] ? 'text-green-700' : 'text-muted')}>
            {checks[rule] ? <CheckIcon className="size-3.5" aria-hidden /> : <XIcon className="size-3.5" aria-hidden />}
            <FormattedMessage id={`auth.password_rule_${rule}`} values={{ min: PASSWORD_MIN_LENGTH }} />
            <span className="sr-only">
              <FormattedMessage id={checks[rule] ? 'auth.rule_met' : 'auth.rule_not_met'} />
            </span>
          </span>
        ))}
      </span>
    </span>
  )
}
