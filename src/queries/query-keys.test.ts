import { describe, expect, it, vi } from 'vitest'
import { appointmentQueries } from './appointments'
import { catalogQueries } from './catalog'
import { doctorQueries } from './doctors'
import { doctorReportQueries } from './doctor-reports'
import { findDoctorQueries } from './find-doctor'
import { notificationQueries } from './notifications'
import { paymentQueries } from './payments'
import { planQueries } from './plans'
import { sessionQueries } from './session'

// Only the keys are read here; the server functions' modules need a server.
vi.mock('~/server/catalog.functions', () => ({}))
vi.mock('~/server/doctors.functions', () => ({}))
vi.mock('~/server/session.functions', () => ({}))

/**
 * Issue 27 §4: a key names its feature first (what a change invalidates by prefix) and holds the interface language
 * last, in one place, so each language caches its own answer and a prefix without the language reaches them all.
 */
const translated: Record<string, { feature: string; key: (locale: 'de') => readonly unknown[] }> = {
  'appointments list': { feature: 'appointments', key: (l) => appointmentQueries.list(l, 'active').queryKey },
  'appointment detail': { feature: 'appointments', key: (l) => appointmentQueries.detail(l, '7').queryKey },
  'translator plan': { feature: 'appointments', key: (l) => appointmentQueries.translatorPlan(l, 'fr', 30).queryKey },
  'translator languages': { feature: 'appointments', key: (l) => appointmentQueries.translatorLanguages(l).queryKey },
  'translation available': { feature: 'appointments', key: (l) => appointmentQueries.translationAvailable(l).queryKey },
  // Under the appointment lists: an appointment's change refetches its reports too.
  'doctor reports': { feature: 'appointments', key: (l) => doctorReportQueries.list(l, '2026-11-20', 'Europe/Berlin').queryKey },
  specialties: { feature: 'catalog', key: (l) => catalogQueries.specialties(l, 'kar').queryKey },
  specialty: { feature: 'catalog', key: (l) => catalogQueries.specialty(l, 'cardiology').queryKey },
  organizations: { feature: 'catalog', key: (l) => catalogQueries.organizations(l).queryKey },
  languages: { feature: 'catalog', key: (l) => catalogQueries.languages(l).queryKey },
  services: { feature: 'catalog', key: (l) => catalogQueries.services(l, 2).queryKey },
  service: { feature: 'catalog', key: (l) => catalogQueries.service(l, 'x').queryKey },
  'service doctors': { feature: 'catalog', key: (l) => catalogQueries.serviceDoctors(l, { slug: 'x', limit: 10 }).queryKey },
  'doctor list': { feature: 'doctors', key: (l) => doctorQueries.list(l, { limit: 10 }).queryKey },
  'doctor profile': { feature: 'doctors', key: (l) => doctorQueries.bySlug(l, 'dr-x').queryKey },
  'related doctors': { feature: 'doctors', key: (l) => doctorQueries.related(l, 'dr-x').queryKey },
  'doctor requests': { feature: 'findDoctor', key: (l) => findDoctorQueries.list(l).queryKey },
  notifications: { feature: 'notifications', key: (l) => notificationQueries.list(l, 'all').queryKey },
  'payment config': { feature: 'payments', key: (l) => paymentQueries.config(l).queryKey },
  cards: { feature: 'payments', key: (l) => paymentQueries.cards(l).queryKey },
  charges: { feature: 'payments', key: (l) => paymentQueries.charges(l, 3).queryKey },
  payable: { feature: 'payments', key: (l) => paymentQueries.payable(l, 'pay-7').queryKey },
  'subscription plans': { feature: 'plans', key: (l) => planQueries.list(l).queryKey },
  // The session's entries are refetched together on sign-in and sign-out: they live under its key.
  'current user': { feature: 'session', key: (l) => sessionQueries.currentUser(l).queryKey },
  entitlements: { feature: 'session', key: (l) => paymentQueries.entitlements(l).queryKey },
}

describe('query keys', () => {
  for (const [name, { feature, key }] of Object.entries(translated)) {
    it(`${name}: starts with "${feature}" and ends with the locale, which appears nowhere else`, () => {
      const queryKey = key('de')
      expect(queryKey[0]).toBe(feature)
      expect(queryKey.at(-1)).toBe('de')
      expect(queryKey.slice(0, -1)).not.toContain('de')
    })
  }
})

describe('doctor reports’ key', () => {
  const key = (...args: Parameters<typeof doctorReportQueries.list>) => doctorReportQueries.list(...args).queryKey
  it('sits under the appointment lists, so a change of an appointment refetches it', () => {
    const key = doctorReportQueries.list('en', undefined, 'UTC').queryKey
    expect(key.slice(0, appointmentQueries.lists().length)).toEqual([...appointmentQueries.lists()])
    expect(key).not.toEqual(doctorReportQueries.list('en', '2026-11-20', 'UTC').queryKey)
  })

  it('names the zone only with a chosen day: every report is one list wherever the patient is', () => {
    expect(doctorReportQueries.list('en', undefined, 'Europe/Berlin').queryKey).toEqual(key('en', undefined, 'UTC'))
    expect(key('en', '2026-11-20', 'Europe/Berlin')).not.toEqual(key('en', '2026-11-20', 'UTC'))
  })
})
