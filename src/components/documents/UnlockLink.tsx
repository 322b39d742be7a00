import { Link } from '@tanstack/react-router'
import { LockIcon } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { buttonVariants, type ButtonProps } from '~/components/ui/button'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { cn } from '~/lib/utils'

/**
 * What a free plan with full storage gets instead of an action (spec part 2 §5, §6): 'unlock to
 * upload' or 'unlock to view', leading to /subscription.
 */
export function UnlockLink({
  messageId,
  variant = 'outline',
  size,
  className,
}: {
  messageId: 'documents.unlock_to_upload' | 'documents.unlock_to_view'
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
  className?: string
}) {
  const locale = useLocale()
  return (
    <Link to="/{-$lang}/subscription" params={{ lang: langParam(locale) }} className={cn(buttonVariants({ variant, size }), className)}>
      <LockIcon aria-hidden className="size-4" />
      <FormattedMessage id={messageId} />
    </Link>
  )
}
