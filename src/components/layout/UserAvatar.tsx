import { cn } from '~/lib/utils'
import type { CurrentUser } from '~/queries/session'

/** The patient's picture, or their initials on a tinted circle. Decorative: the name is beside it. */
export function UserAvatar({ user, className }: { user: CurrentUser; className?: string }) {
  const initials = `${user.first_name?.[0] ?? ''}${user.last_name?.[0] ?? ''}`.toUpperCase() || user.email[0]?.toUpperCase()
  return user.avatar ? (
    <img src={user.avatar} alt="" className={cn('size-9 shrink-0 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700',
        className,
      )}
    >
      {initials}
    </span>
  )
}
