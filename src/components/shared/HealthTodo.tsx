import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ClipboardListIcon } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { unansweredHealthSteps } from '~/lib/health-todo'
import { cn } from '~/lib/utils'
import { healthQueries } from '~/queries/health'

/**
 * The health questions a patient has left, as a to-do with a link to the first one (issue #10):
 * on the health summary and in the profile-completeness prompt. Nothing when all are answered.
 */
export function HealthTodo({
  gender,
  onNavigate,
  className,
}: {
  gender: number | null | undefined
  onNavigate?: () => void
  className?: string
}) {
  const locale = useLocale()
  const answers = useQuery(healthQueries.answers())
  if (!answers.isSuccess) return null
  const left = unansweredHealthSteps(gender, answers.data)
  if (!left.length) return null
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950',
        className,
      )}
    >
      <ClipboardListIcon className="size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">
        <FormattedMessage id="auth.health_todo" values={{ count: left.length }} />
      </p>
      <Link
        to="/{-$lang}/health"
        params={{ lang: langParam(locale) }}
        search={{ step: left[0] }}
        onClick={onNavigate}
        className="font-medium text-brand-700 underline underline-offset-4"
      >
        <FormattedMessage id="auth.health_todo_action" />
      </Link>
    </div>
  )
}
