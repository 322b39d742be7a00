import { useState } from 'react'
import { localePrefix } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { logoutFn } from '~/server/auth.functions'

/**
 * Logout (spec part 1 §4): the server revokes the session and clears every session cookie, then
 * the home page of the current language reloads, dropping all client state.
 */
export function useLogout() {
  const locale = useLocale()
  const [pending, setPending] = useState(false)
  const logout = async () => {
    setPending(true)
    try {
      await logoutFn({ data: { locale } })
    } finally {
      window.location.assign(`${localePrefix(locale)}/`)
    }
  }
  return { logout, pending }
}
