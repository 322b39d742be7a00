import { CANONICAL_AUTH_STEPS, type AuthStep } from './search-params'
import { isProfileComplete, type FlowUser } from './profile-completeness'

export type OverlayStep = (typeof CANONICAL_AUTH_STEPS)[number]

/**
 * The kebab-case spelling some links use. `verification-success` is the screen after e-mail
 * verification, which the camelCase list calls findDoctorSuccess.
 */
const KEBAB: Record<Exclude<AuthStep, OverlayStep>, OverlayStep> = {
  'sign-up': 'signUp',
  'forgot-password': 'forgotPassword',
  'forgot-password-success': 'forgotPasswordSuccess',
  'email-verification': 'verifyEmail',
  'phone-verification': 'verifyPhone',
  'verification-success': 'findDoctorSuccess',
  'create-password': 'createPassword',
  'create-password-success': 'createPasswordSuccess',
  'two-fa-verification': 'twoFaVerification',
  'enter-phone': 'enterPhone',
}

export function canonicalStep(step: AuthStep): OverlayStep {
  return (CANONICAL_AUTH_STEPS as ReadonlyArray<string>).includes(step) ? (step as OverlayStep) : KEBAB[step as keyof typeof KEBAB]
}

/** Steps the visitor cannot dismiss (spec: the health step cannot be closed). */
export function isClosable(step: OverlayStep): boolean {
  return step !== 'health'
}

/** Steps that need a session (a token or the temporary 2FA token); others are for visitors. */
export function needsSession(step: OverlayStep): boolean {
  return ['verifyEmail', 'verifyPhone', 'enterPhone', 'personalInfo', 'health', 'referralCode', 'findDoctorSuccess', 'subscribed'].includes(
    step,
  )
}

export type FlowEvent =
  | { type: 'signedIn'; auth2fa: boolean; user?: FlowUser | null }
  | { type: 'userLoaded'; user: FlowUser }
  | { type: 'signUpSubmitted' }
  /** `healthLeft`: questions of the health questionnaire without an answer */
  | { type: 'emailVerified'; fromFindDoctor: boolean; healthLeft: boolean; user: FlowUser }
  | { type: 'healthDone'; user: FlowUser }
  | { type: 'phoneEntered' }
  /** `healthToResume`: a begun questionnaire with questions left, e.g. the two a woman's gender adds (health-todo.ts) */
  | { type: 'phoneVerified'; healthToResume: boolean }
  | { type: 'personalInfoSaved'; phoneVerified: boolean; healthToResume: boolean }
  | { type: 'forgotSubmitted' }
  | { type: 'passwordReset' }
  | { type: 'passwordResetAcknowledged' }

/** Where the overlay goes: another step, or closed (the user is signed in and done). */
export type FlowResult = { step: OverlayStep } | { done: true }

/**
 * The eight-step authentication flow (spec part 1 §4), as one pure function the overlay follows.
 * A loaded user with an unverified e-mail goes to verifyEmail; otherwise the overlay closes.
 */
export function nextAfter(event: FlowEvent): FlowResult {
  switch (event.type) {
    case 'signedIn':
      if (event.auth2fa) return { step: 'twoFaVerification' }
      return event.user ? nextAfter({ type: 'userLoaded', user: event.user }) : { done: true }
    case 'userLoaded':
      return event.user.emailVerify ? { done: true } : { step: 'verifyEmail' }
    case 'signUpSubmitted':
      return { step: 'verifyEmail' }
    case 'emailVerified':
      if (event.fromFindDoctor) return { step: 'findDoctorSuccess' }
      // Verified later (from the banner) with the questionnaire already done: on to personal details.
      return event.healthLeft ? { step: 'health' } : nextAfter({ type: 'healthDone', user: event.user })
    case 'healthDone':
      // The questionnaire is followed by personal details until the profile is complete.
      return isProfileComplete(event.user) ? { done: true } : { step: 'personalInfo' }
    case 'phoneEntered':
      return { step: 'verifyPhone' }
    case 'phoneVerified':
      // Sign-up asks the health questions before the gender: personal info may add two (issue #10).
      return event.healthToResume ? { step: 'health' } : { done: true }
    case 'personalInfoSaved':
      if (!event.phoneVerified) return { step: 'verifyPhone' }
      return event.healthToResume ? { step: 'health' } : { done: true }
    case 'forgotSubmitted':
      return { step: 'forgotPasswordSuccess' }
    case 'passwordReset':
      return { step: 'createPasswordSuccess' }
    case 'passwordResetAcknowledged':
      return { step: 'login' }
  }
}
