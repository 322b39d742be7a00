import { Link } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { cn } from '~/lib/utils'

/** The MedConsult wordmark with its cross; links home in the current language. */
export function Logo({ className }: { className?: string }) {
  const intl = useIntl()
  const locale = useLocale()
  return (
    <Link
      to="/{-$lang}"
      params={{ lang: langParam(locale) }}
      aria-label={intl.formatMessage({ id: 'layout.home_link' })}
      className={cn('inline-flex shrink-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-brand-500', className)}
    >
      {/* A Latin brand mark: always drawn left to right, also in Arabic. */}
      <svg viewBox="0 0 172 32" className="h-8 w-auto" aria-hidden focusable="false">
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="white" />
        <text x="40" y="23" direction="ltr" className="fill-ink" fontSize="19" fontWeight="700" fontFamily="Inter, system-ui, sans-serif">
          Med<tspan className="fill-brand-600">Consult</tspan>
        </text>
      </svg>
    </Link>
  )
}
