import { lazy } from 'react'
import { FormattedMessage } from 'react-intl'
import { ChevronDownIcon, GlobeIcon } from 'lucide-react'
import { LOCALE_NATIVE_NAMES } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { cn } from '~/lib/utils'
import { DeferredMenu } from './DeferredMenu'

const loadMenu = () => import('./LanguageMenu')
const LanguageMenu = lazy(loadMenu)

/** The language dropdown's button; the menu itself loads on first use (see DeferredMenu). */
export function LanguageSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const locale = useLocale()
  return (
    <DeferredMenu
      menu={LanguageMenu}
      preload={() => void loadMenu()}
      buttonProps={{ variant: 'ghost', className: cn('gap-1.5 px-2', className) }}
    >
      <GlobeIcon aria-hidden className="size-4" />
      <span className="sr-only">
        <FormattedMessage id="layout.language_current" />{' '}
      </span>
      {/* Between 992 and 1345 px the header is tight: the name stays for screen readers only. */}
      <span lang={locale} className={compact ? 'sr-only wide:not-sr-only' : undefined}>
        {LOCALE_NATIVE_NAMES[locale]}
      </span>
      <ChevronDownIcon aria-hidden className="size-4 opacity-60" />
    </DeferredMenu>
  )
}
