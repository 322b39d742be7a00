import { useMutation } from '@tanstack/react-query'
import { localePrefix } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { authMutations } from '~/queries/auth'

/**
 * Logout (spec part 1 §4): the server revokes the session and clears every session cookie, then
 * the home page of the current language reloads, dropping all client state (also when the call
 * failed: the mutation cache logs it, and the reload shows whether a session remains).
 */
export function useLogout() {
  const locale = useLocale()
  const mutation = useMutation({
    ...authMutations.logout(),
    onSettled: () => window.location.assign(`${localePrefix(locale)}/`),
  })
  return { logout: () => mutation.mutate(), pending: !mutation.isIdle }
}
