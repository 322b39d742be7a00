import { describe, expect, it } from 'vitest'
import { identityProof } from './identity-proof'

describe('identityProof', () => {
  it('sends the code when 2FA is on and the password otherwise, never both', () => {
    const typed = { current_password: 'Sunny-Day-42', otp: '123456' }
    expect(identityProof(typed, true)).toEqual({ otp: '123456' })
    expect(identityProof(typed, false)).toEqual({ current_password: 'Sunny-Day-42' })
  })

  it('sends nothing for an empty answer (an account without a password may confirm by a recent sign-in)', () => {
    expect(identityProof({ current_password: '', otp: '' }, false)).toEqual({})
    expect(identityProof({ current_password: '', otp: '' }, true)).toEqual({})
  })
})
