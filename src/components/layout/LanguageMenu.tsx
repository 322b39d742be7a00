import { useNavigate, useRouterState } from '@tanstack/react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { LOCALES, LOCALE_NATIVE_NAMES, directionOf, isLocale, switchLocalePath } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import type { DeferredMenuProps } from './DeferredMenu'

/**
 * The language choices. Switching keeps the page: the path is re-prefixed and the search and hash kept.
 * Messages come from the root loader, so an ordinary navigation to the new href reloads them.
 */
export default function LanguageMenu({ trigger, defaultOpen }: DeferredMenuProps) {
  const locale = useLocale()
  const navigate = useNavigate()
  const location = useRouterState({ select: (state) => state.location })

  const switchTo = (target: string) => {
    if (!isLocale(target) || target === locale) return
    const hash = location.hash ? `#${location.hash}` : ''
    void navigate({ href: `${switchLocalePath(location.pathname, target)}${location.searchStr}${hash}` })
  }

  return (
    <DropdownMenu defaultOpen={defaultOpen} dir={directionOf(locale)}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={locale} onValueChange={switchTo}>
          {LOCALES.map((option) => (
            <DropdownMenuRadioItem key={option} value={option} lang={option}>
              {LOCALE_NATIVE_NAMES[option]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
