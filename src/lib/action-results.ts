import type { FieldError } from './field-errors'

/**
 * What server functions answer the browser for a change (never a token): success, or a refusal
 * with a translated message or message key and field errors. Components read these types here,
 * not from `src/server/*.server.ts` (eslint.config.js keeps server modules out of components).
 */

/** A REST answer in the contract's envelope (docs/api/auth-and-account.md). */
export type RestResult<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string; fieldErrors: FieldError[] }

/** A refused auth call as the overlay needs it: the translated message, field errors (422), the code. */
export type AuthFailure = Extract<RestResult<never>, { ok: false }>
export type AuthOutcome<T extends object = object> = ({ ok: true } & T) | AuthFailure

/**
 * The one answer of a change (account, appointments, and every new feature): success with its data,
 * or a refusal with a translated message or message key and field errors. `showResult`
 * (components/shared/show-result.ts) turns it into what the patient sees.
 */
export type ActionResult<T = null> = { ok: true; data: T } | { ok: false; message: string; fieldErrors: FieldError[] }
