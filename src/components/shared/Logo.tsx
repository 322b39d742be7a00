import { Link } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { cn } from '~/lib/utils'

/**
 * The MedConsult wordmark with its cross; links home in the current language. `compact`: the header's
 * logo, which between the tablet breakpoint and 1100 px shows only the cross, so that the desktop
 * header's links and buttons fit on one line in every language (issue #10).
 */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  const intl = useIntl()
  const locale = useLocale()
  return (
    <Link
      to="/{-$lang}"
      params={{ lang: langParam(locale) }}
      aria-label={intl.formatMessage({ id: 'layout.home_link' })}
      className={cn('inline-flex shrink-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-brand-500', className)}
    >
      {/* A Latin brand mark: always drawn left to right, also in Arabic; clipped to the cross when compact. */}
      <span dir="ltr" className={cn('flex overflow-hidden', compact && 'tablet:max-[1099px]:w-8')}>
        <svg viewBox="0 0 172 32" className="h-8 w-auto max-w-none shrink-0" aria-hidden focusable="false">
          <rect width="32" height="32" rx="9" className="fill-brand-600" />
          <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="white" />
          <text x="40" y="23" direction="ltr" className="fill-ink" fontSize="19" fontWeight="700" fontFamily="Inter, system-ui, sans-serif">
            Med<tspan className="fill-brand-600">Consult</tspan>
          </text>
        </svg>
      </span>
    </Link>
  )
}
