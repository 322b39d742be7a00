import { useNavigate } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { ExternalLinkIcon } from 'lucide-react'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '~/components/ui/dropdown-menu'
import { directionOf } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { DOCTOR_SITE_URL } from '~/lib/public-env'
import type { DeferredMenuProps } from './DeferredMenu'

/**
 * Patient login opens the auth overlay on the current page (`?page=login`, other params kept);
 * doctors sign in on their own site, in the same language.
 */
export default function LoginMenuItems({ trigger, defaultOpen }: DeferredMenuProps) {
  const locale = useLocale()
  const navigate = useNavigate()
  return (
    <DropdownMenu defaultOpen={defaultOpen} dir={directionOf(locale)}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void navigate({ to: '.', search: (prev) => ({ ...prev, page: 'login' }) })}>
          <FormattedMessage id="layout.patient_login" />
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={`${DOCTOR_SITE_URL}/login?lang=${locale}`}>
            <FormattedMessage id="layout.doctor_login" />
            <ExternalLinkIcon aria-hidden className="ms-auto opacity-60 rtl:-scale-x-100" />
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
