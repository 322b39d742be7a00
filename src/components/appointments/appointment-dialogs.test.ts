import { describe, expect, it } from 'vitest'
import { APPOINTMENT_STATUS, PLAN_KIND } from '#contract/appointments'
import { offeredModals } from './appointment-dialogs'

const video = { type: PLAN_KIND.video_call }
const report = { type: PLAN_KIND.report }
const { awaiting_confirmation, approved, started, completed, canceled, rejected, finished } = APPOINTMENT_STATUS

describe('offeredModals', () => {
  it('offers notes, files, a translator and cancelling while a video call awaits confirmation', () => {
    expect(offeredModals({ status: awaiting_confirmation, paid: false, plan: video })).toEqual([
      'options',
      'add-note',
      'add-file',
      'translator',
      'cancel',
    ])
  })

  it('offers no translator for a written report, nor once paid', () => {
    expect(offeredModals({ status: awaiting_confirmation, paid: false, plan: report })).toEqual([
      'options',
      'add-note',
      'add-file',
      'cancel',
    ])
    expect(offeredModals({ status: approved, paid: true, plan: video })).toEqual(['options', 'add-note', 'add-file'])
    expect(offeredModals({ status: started, paid: true, plan: video })).toEqual(['options', 'add-note', 'add-file'])
  })

  it('offers one review once the consultation is over', () => {
    expect(offeredModals({ status: completed, paid: true, plan: video })).toEqual(['options', 'add-note', 'add-file', 'review'])
    expect(offeredModals({ status: finished, paid: true, plan: video })).toEqual(['options', 'review'])
    expect(offeredModals({ status: finished, paid: true, plan: video, review: { rating: 4 } })).toEqual([])
  })

  it('offers nothing, not even the options dialog, for a canceled or rejected appointment', () => {
    expect(offeredModals({ status: canceled, paid: false, plan: video })).toEqual([])
    expect(offeredModals({ status: rejected, paid: false, plan: video })).toEqual([])
  })
})
