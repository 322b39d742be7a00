import * as v from 'valibot'

/**
 * What a sensitive change (turning 2FA off, a new TOTP secret, deleting the account, replacing a
 * verified phone) sends to prove it is the patient (ADR 0010): the current password, or with 2FA
 * on a code from the authenticator app. The API decides which one counts and answers field errors
 * on `current_password` or `otp`.
 */
export const IDENTITY_PROOF_FIELDS = ['current_password', 'otp'] as const

export const identityProofSchema = v.object({
  current_password: v.optional(v.pipe(v.string(), v.maxLength(256))),
  otp: v.optional(v.pipe(v.string(), v.maxLength(16))),
})

export type IdentityProof = v.InferOutput<typeof identityProofSchema>

export const EMPTY_IDENTITY_PROOF = { current_password: '', otp: '' }

/** Only the answer the account is asked for, and only when typed: with 2FA on the code, else the password. */
export function identityProof(values: { current_password: string; otp: string }, auth2fa: boolean): IdentityProof {
  if (auth2fa) return values.otp ? { otp: values.otp } : {}
  return values.current_password ? { current_password: values.current_password } : {}
}
