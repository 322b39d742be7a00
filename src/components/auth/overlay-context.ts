import { createContext, useContext } from 'react'
import type { OverlayStep } from '~/lib/auth-flow'
import type { RootSearch } from '~/lib/search-params'
import type { AuthFailure } from '~/lib/action-results'
import type { ServerErrorTarget } from '~/components/form/server-errors'

export interface ReportOptions<TName extends string = never> {
  /** A 429 opens the blocked modal instead of the alert (phone code resend, spec part 1 §8). */
  blockedOnTooMany?: boolean
  /** the step form's fields: a 422's field errors go onto them */
  fields?: ServerErrorTarget<TName>
}

/** What a step can ask of the overlay around it. */
export interface AuthOverlayApi {
  step: OverlayStep
  search: RootSearch
  goTo: (step: OverlayStep) => void
  /** Removes `?page=` (and the reset key) from the address. */
  close: () => void
  /** Signed in: load the user and continue the flow (verify e-mail, or done). */
  continueAfterSignIn: () => Promise<void>
  /**
   * The flow is complete: go to the remembered private address, or just close; `allSet` (the end
   * of sign-up or of completing the profile) confirms it with a toast.
   */
  finish: (options?: { allSet?: boolean }) => Promise<void>
  /** A refused call: blocked modal, or the overlay's alert with the server message (or the generic one). */
  report: <TName extends string = never>(failure: AuthFailure | null, options?: ReportOptions<TName>) => void
  clearError: () => void
  /** An address the visitor typed in one step, filled into the next (a taken sign-up e-mail → log in or reset). */
  email: string
  rememberEmail: (email: string) => void
}

export const AuthOverlayContext = createContext<AuthOverlayApi | null>(null)

export function useAuthOverlay(): AuthOverlayApi {
  const value = useContext(AuthOverlayContext)
  if (!value) throw new Error('useAuthOverlay must be used inside the auth overlay')
  return value
}
