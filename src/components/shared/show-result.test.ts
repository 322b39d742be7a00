import { createIntl } from 'react-intl'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ToastInput } from '~/components/ui/toast'
import { changeToasts, showResult, submitChange } from './show-result'

const shown: ToastInput[] = []
vi.mock('~/components/ui/toast', () => ({ toast: (input: ToastInput) => shown.push(input) }))

const intl = createIntl({
  locale: 'en',
  messages: {
    'appointments.note_sent': 'Your note was sent',
    'errors.generic': 'Something went wrong',
    'validation.required': '{field} is required',
  },
})

beforeEach(() => {
  shown.length = 0
})

describe('showResult: one way a change’s answer reaches the patient', () => {
  it('success runs what follows and confirms it', () => {
    const done = vi.fn()
    showResult(intl, { ok: true, data: 7 }, { successId: 'appointments.note_sent', done })
    expect(done).toHaveBeenCalledWith(7)
    expect(shown).toEqual([{ title: 'Your note was sent', variant: 'success' }])
  })

  it('a refusal’s field errors go onto the form’s fields, with no toast', () => {
    const setError = vi.fn()
    showResult(
      intl,
      { ok: false, message: 'Invalid', fieldErrors: [{ name: 'note', messages: ['required'] }] },
      { successId: null, fields: { fields: ['note'], setError } },
    )
    expect(setError).toHaveBeenCalledWith('note', 'required')
    expect(shown).toEqual([])
  })

  it('a refusal naming no field of the form is its message as an error toast, translated when it is a key', () => {
    const setError = vi.fn()
    showResult(
      intl,
      { ok: false, message: 'errors.generic', fieldErrors: [{ name: 'other', messages: ['required'] }] },
      { successId: null, fields: { fields: ['note'], setError } },
    )
    showResult(intl, { ok: false, message: 'The appointment was already cancelled', fieldErrors: [] }, { successId: null })
    expect(setError).not.toHaveBeenCalled()
    expect(shown.map((item) => item.title)).toEqual(['Something went wrong', 'The appointment was already cancelled'])
  })

  it('a thrown call is the generic error, and nothing follows', async () => {
    const done = vi.fn()
    await submitChange(intl, Promise.reject(new Error('offline')), { successId: 'appointments.note_sent', done })
    changeToasts(intl, null).onError()
    expect(done).not.toHaveBeenCalled()
    expect(shown).toEqual([
      { title: 'Something went wrong', variant: 'error' },
      { title: 'Something went wrong', variant: 'error' },
    ])
  })

  it('a form with a general alert shows the refusal there as well as in a toast', () => {
    const general = vi.fn()
    showResult(intl, null, { successId: null, general })
    expect(general).toHaveBeenCalledWith('Something went wrong')
    expect(shown).toEqual([{ title: 'Something went wrong', variant: 'error' }])
  })

  it('a form whose alert is the one place it says a refusal (the sign-in overlay) gets no toast', () => {
    const general = vi.fn()
    showResult(intl, { ok: false, message: 'Wrong password', fieldErrors: [] }, { successId: null, general, toast: false })
    showResult(intl, null, { successId: null, general, toast: false })
    expect(general.mock.calls).toEqual([['Wrong password'], ['Something went wrong']])
    expect(shown).toEqual([])
  })
})
