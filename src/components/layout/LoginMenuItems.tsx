import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { ExternalLinkIcon } from 'lucide-react'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '~/components/ui/dropdown-menu'
import { directionOf } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { siteConfigQueries } from '~/queries/site-config'
import type { DeferredMenuProps } from './DeferredMenu'

/**
 * Patient login opens the auth overlay on the current page (`?page=login`, other params kept);
 * doctors sign in on their own site, in the same language, when the deployment names one.
 */
export default function LoginMenuItems({ trigger, defaultOpen }: DeferredMenuProps) {
  const locale = useLocale()
  const navigate = useNavigate()
  // Loaded with the page (the footer reads it while rendering on the server): no request here.
  const doctorSite = useQuery(siteConfigQueries.get()).data?.doctorSiteUrl
  return (
    <DropdownMenu defaultOpen={defaultOpen} dir={directionOf(locale)}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void navigate({ to: '.', search: (prev) => ({ ...prev, page: 'login' }) })}>
          <FormattedMessage id="layout.patient_login" />
        </DropdownMenuItem>
        {doctorSite && (
          <DropdownMenuItem asChild>
            <a href={`${doctorSite}/login?lang=${locale}`}>
              <FormattedMessage id="layout.doctor_login" />
              <ExternalLinkIcon aria-hidden className="ms-auto opacity-60 rtl:-scale-x-100" />
            </a>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
