import { describe, expect, it } from 'vitest'
import { AUTH_STEPS, CANONICAL_AUTH_STEPS } from './search-params'
import { canonicalStep, isClosable, nextAfter } from './auth-flow'
import { isProfileComplete, privateActionNeed, type FlowUser } from './profile-completeness'

const complete: FlowUser = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+4915112345678',
  timezone: 'Europe/Berlin',
  date_of_birth: '1960-06-15',
  gender: 2,
  emailVerify: true,
  phoneVerify: true,
}

describe('auth steps', () => {
  it('maps both spellings onto the canonical steps', () => {
    for (const step of AUTH_STEPS) expect(CANONICAL_AUTH_STEPS).toContain(canonicalStep(step))
    expect(canonicalStep('sign-up')).toBe('signUp')
    expect(canonicalStep('two-fa-verification')).toBe('twoFaVerification')
    expect(canonicalStep('email-verification')).toBe('verifyEmail')
    expect(canonicalStep('personalInfo')).toBe('personalInfo')
  })

  it('cannot close the health step', () => {
    expect(isClosable('health')).toBe(false)
    expect(isClosable('login')).toBe(true)
  })
})

describe('the eight-step flow', () => {
  it('goes to two-factor when auth2fa is on', () => {
    expect(nextAfter({ type: 'signedIn', auth2fa: true })).toEqual({ step: 'twoFaVerification' })
  })

  it('sends an unverified e-mail to verifyEmail, else signs in', () => {
    expect(nextAfter({ type: 'signedIn', auth2fa: false, user: { ...complete, emailVerify: false } })).toEqual({ step: 'verifyEmail' })
    expect(nextAfter({ type: 'signedIn', auth2fa: false, user: complete })).toEqual({ done: true })
  })

  it('leads sign-up to verifyEmail, then health or findDoctorSuccess', () => {
    expect(nextAfter({ type: 'signUpSubmitted' })).toEqual({ step: 'verifyEmail' })
    expect(nextAfter({ type: 'emailVerified', fromFindDoctor: false, healthLeft: true, user: complete })).toEqual({ step: 'health' })
    expect(nextAfter({ type: 'emailVerified', fromFindDoctor: true, healthLeft: true, user: complete })).toEqual({
      step: 'findDoctorSuccess',
    })
  })

  it('skips a questionnaire already answered when the e-mail is verified later', () => {
    expect(nextAfter({ type: 'emailVerified', fromFindDoctor: false, healthLeft: false, user: complete })).toEqual({ done: true })
    expect(nextAfter({ type: 'emailVerified', fromFindDoctor: false, healthLeft: false, user: { ...complete, phone: null } })).toEqual({
      step: 'personalInfo',
    })
  })

  it('asks for personal info after health while the profile is incomplete', () => {
    expect(nextAfter({ type: 'healthDone', user: { ...complete, phone: null } })).toEqual({ step: 'personalInfo' })
    expect(nextAfter({ type: 'healthDone', user: complete })).toEqual({ done: true })
  })

  it('verifies an unverified phone after personal info and after phone entry', () => {
    expect(nextAfter({ type: 'personalInfoSaved', phoneVerified: false, healthToResume: true })).toEqual({ step: 'verifyPhone' })
    expect(nextAfter({ type: 'personalInfoSaved', phoneVerified: true, healthToResume: false })).toEqual({ done: true })
    expect(nextAfter({ type: 'phoneEntered' })).toEqual({ step: 'verifyPhone' })
    expect(nextAfter({ type: 'phoneVerified', healthToResume: false })).toEqual({ done: true })
  })

  it('asks the questions personal info added (a woman: cycle and pregnancy) once the phone is confirmed', () => {
    expect(nextAfter({ type: 'personalInfoSaved', phoneVerified: true, healthToResume: true })).toEqual({ step: 'health' })
    expect(nextAfter({ type: 'phoneVerified', healthToResume: true })).toEqual({ step: 'health' })
  })

  it('runs forgot and reset to their success screens, then login', () => {
    expect(nextAfter({ type: 'forgotSubmitted' })).toEqual({ step: 'forgotPasswordSuccess' })
    expect(nextAfter({ type: 'passwordReset' })).toEqual({ step: 'createPasswordSuccess' })
    expect(nextAfter({ type: 'passwordResetAcknowledged' })).toEqual({ step: 'login' })
  })
})

describe('profile completeness', () => {
  it('needs every field and a verified phone', () => {
    expect(isProfileComplete(complete)).toBe(true)
    expect(isProfileComplete({ ...complete, timezone: '' })).toBe(false)
    expect(isProfileComplete({ ...complete, gender: null })).toBe(false)
    expect(isProfileComplete({ ...complete, phoneVerify: false })).toBe(false)
  })
})

describe('private actions', () => {
  it('ask visitors to log in and incomplete profiles to complete them', () => {
    expect(privateActionNeed(null)).toBe('login')
    expect(privateActionNeed({ ...complete, date_of_birth: null })).toBe('personalInfo')
    expect(privateActionNeed({ ...complete, phoneVerify: false })).toBe('verifyPhone')
    expect(privateActionNeed({ ...complete, phone: null, phoneVerify: false })).toBe('personalInfo')
    expect(privateActionNeed(complete)).toBeNull()
  })

  it('guard booking and payment with a confirmed e-mail first (ADR 0017)', () => {
    const unverified = { ...complete, emailVerify: false }
    expect(privateActionNeed(unverified, { verifiedEmail: true })).toBe('verifyEmail')
    expect(privateActionNeed({ ...unverified, phone: null }, { verifiedEmail: true })).toBe('verifyEmail')
    expect(privateActionNeed(null, { verifiedEmail: true })).toBe('login')
    expect(privateActionNeed(complete, { verifiedEmail: true })).toBeNull()
    // other private actions do not ask for it
    expect(privateActionNeed(unverified)).toBeNull()
  })
})
