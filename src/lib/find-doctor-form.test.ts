import { describe, expect, it } from 'vitest'
import { fastAppointmentInput, reachableStep, type FindDoctorDraft } from './find-doctor-form'

const complete: FindDoctorDraft = {
  organization_ids: ['2'],
  email: 'lena@example.com',
  first_name: 'Lena',
  last_name: 'Fischer',
  gender: '2',
  phone: '+49 30 1234567',
  date_of_birth: '1985-04-12',
  healthConcerns: 'Knee pain for three months',
  agree: true,
}

describe('reachableStep', () => {
  it('shows the step asked for when every earlier one is complete', () => {
    expect(reachableStep(3, complete, { withEmail: true })).toBe(3)
    expect(reachableStep(0, { ...complete, first_name: '' }, { withEmail: true })).toBe(0)
  })

  it('falls back to the first incomplete earlier step', () => {
    expect(reachableStep(3, { ...complete, phone: '' }, { withEmail: true })).toBe(1)
    expect(reachableStep(3, { ...complete, healthConcerns: '   ' }, { withEmail: true })).toBe(2)
    // The agreement is the last step itself: it never holds the way to it.
    expect(reachableStep(3, { ...complete, agree: false }, { withEmail: true })).toBe(3)
  })

  it('asks a visitor for an e-mail but not a signed-in patient', () => {
    const noEmail = { ...complete, email: '' }
    expect(reachableStep(2, noEmail, { withEmail: true })).toBe(1)
    expect(reachableStep(2, noEmail, { withEmail: false })).toBe(2)
  })

  it('applies the contract’s rules: a name in Latin letters, an adult’s birth date', () => {
    expect(reachableStep(2, { ...complete, first_name: 'Лена' }, { withEmail: false })).toBe(1)
    expect(
      reachableStep(
        2,
        {
          ...complete,
          date_of_birth: `${new Date().getFullYear() - 10}-01-01`,
        },
        { withEmail: false },
      ),
    ).toBe(1)
  })
})

describe('fastAppointmentInput', () => {
  it('is the request CreateFastAppointment takes: gender as a number, the phone in E.164, no e-mail', () => {
    expect(fastAppointmentInput(complete, ['7'])).toEqual({
      organization_ids: ['2'],
      first_name: 'Lena',
      last_name: 'Fischer',
      gender: 2,
      phone: '+49301234567',
      date_of_birth: '1985-04-12',
      healthConcerns: 'Knee pain for three months',
      files: ['7'],
      agree: true,
    })
  })

  it('is null while the agreement is not given or a step is incomplete', () => {
    expect(fastAppointmentInput({ ...complete, agree: false }, [])).toBeNull()
    expect(fastAppointmentInput({ ...complete, gender: '' }, [])).toBeNull()
  })
})
