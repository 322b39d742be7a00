import { describe, expect, it } from 'vitest'
import { APPOINTMENT_STATUS, SENDER } from '#contract/appointments'
import { cardTime } from './appointment-helpers'

const date = (id: string, sender: number, accepted = false) => ({ id, date: `2026-12-0${id}T09:00:00.000Z`, sender, accepted })

describe('cardTime (issue 26 #20: a proposed time is not the appointment’s date)', () => {
  it('shows the agreed time once there is one', () => {
    const dates = [date('3', SENDER.doctor), date('2', SENDER.patient, true), date('1', SENDER.patient)]
    expect(cardTime({ status: APPOINTMENT_STATUS.approved, dates })).toEqual({ kind: 'agreed', date: dates[1]!.date })
  })

  it('counts the current proposal and says whose move it is', () => {
    const patient = [date('2', SENDER.patient), date('1', SENDER.patient)]
    expect(cardTime({ status: APPOINTMENT_STATUS.awaiting_confirmation, dates: patient })).toEqual({
      kind: 'proposed',
      by: 'patient',
      count: 2,
    })
    // The doctor's run leads (dates are newest first): three to choose from, the patient's earlier one aside.
    const doctor = [date('5', SENDER.doctor), date('4', SENDER.doctor), date('3', SENDER.doctor), date('1', SENDER.patient)]
    expect(cardTime({ status: APPOINTMENT_STATUS.awaiting_confirmation, dates: doctor })).toEqual({
      kind: 'proposed',
      by: 'doctor',
      count: 3,
    })
  })

  it('says nothing of times once a request ended without one', () => {
    const dates = [date('1', SENDER.patient)]
    expect(cardTime({ status: APPOINTMENT_STATUS.canceled, dates })).toBeNull()
    expect(cardTime({ status: APPOINTMENT_STATUS.rejected, dates })).toBeNull()
  })
})
