/**
 * Profile completeness and what a private action needs first. Kept apart from the auth flow so
 * the header (first load) does not pull the whole flow in with it.
 */
/** The user fields the flow looks at. */
export interface FlowUser {
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
  timezone?: string | null
  date_of_birth?: string | null
  gender?: number | null
  emailVerify: boolean
  phoneVerify: boolean
}

/**
 * Profile completeness (spec part 1 §4): incomplete when any of first name, last name, phone,
 * timezone, date of birth or gender is missing, or the phone is not verified.
 */
export function isProfileComplete(user: FlowUser): boolean {
  const present = [user.first_name, user.last_name, user.phone, user.timezone, user.date_of_birth].every((value) => Boolean(value?.trim()))
  return present && Boolean(user.gender) && user.phoneVerify
}

/**
 * What a private action needs first (spec part 1 §4): a login (the login-to-continue confirm),
 * the personal information or only the phone check (the profile-completeness confirm), or nothing.
 */
export type PrivateActionNeed = 'login' | 'verifyEmail' | 'personalInfo' | 'verifyPhone' | null

/**
 * `verifiedEmail`: the action must not run with an unconfirmed e-mail (booking, payment; ADR 0017):
 * after the login, the verify-e-mail confirm comes first. The API refuses such actions with
 * `email_not_verified` (api/src/auth/verified-email.ts), which the caller answers with the same confirm.
 */
export function privateActionNeed(
  user: FlowUser | null | undefined,
  { verifiedEmail = false }: { verifiedEmail?: boolean } = {},
): PrivateActionNeed {
  if (!user) return 'login'
  if (verifiedEmail && !user.emailVerify) return 'verifyEmail'
  if (isProfileComplete(user)) return null
  return isProfileComplete({ ...user, phoneVerify: true }) ? 'verifyPhone' : 'personalInfo'
}
