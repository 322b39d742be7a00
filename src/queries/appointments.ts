import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { ACTIVE_STATUSES, TERMINAL_STATUSES } from '#contract/appointments'
import { appointmentKeys, refetchAppointment } from './appointment-keys'
import type { BookingRequest } from '~/server/appointments.functions'

/**
 * The server functions load with the first appointment query, not with every page: route loaders
 * (which every page's bundle holds) only name these options, and the functions' validators carry
 * the contract's schemas.
 */
const functions = () => import('~/server/appointments.functions')

/** The two groups the list's filter switches between (spec part 1 §2). */
export const APPOINTMENT_GROUPS = { active: ACTIVE_STATUSES, past: TERMINAL_STATUSES } as const
export type AppointmentGroup = keyof typeof APPOINTMENT_GROUPS

/** One appointment as its page shows it (the detail query's answer), named once beside its query. */
export type AppointmentDetails = NonNullable<Awaited<ReturnType<Awaited<ReturnType<typeof functions>>['getAppointment']>>>

export const appointmentQueries = {
  all: appointmentKeys.all,
  lists: appointmentKeys.lists,
  /** A group's list, a page of 20 at a time, the next on "Show more" (issue 28). */
  list: (locale: Locale, group: AppointmentGroup) =>
    infiniteQueryOptions({
      queryKey: [...appointmentQueries.lists(), group, locale],
      queryFn: async ({ pageParam }) =>
        (await functions()).getAppointments({ data: { statuses: [...APPOINTMENT_GROUPS[group]], page: pageParam } }),
      initialPageParam: 0,
      getNextPageParam: (last, pages) => (last?.has_more ? pages.length : undefined),
    }),
  translatorPlan: (locale: Locale, lang: string, duration: number) =>
    queryOptions({
      queryKey: [...appointmentKeys.translator(), 'plan', lang, duration, locale],
      queryFn: async () => (await functions()).getTranslatorPlan({ data: { lang, duration } }),
      staleTime: 5 * 60_000,
    }),
  translatorLanguages: (locale: Locale) =>
    queryOptions({
      queryKey: [...appointmentKeys.translator(), 'languages', locale],
      queryFn: async () => (await functions()).getTranslatorLanguages(),
      staleTime: 5 * 60_000,
    }),
  /** Whether the translate action is offered: the API has an AI model configured. */
  translationAvailable: (locale: Locale) =>
    queryOptions({
      queryKey: [...appointmentKeys.translator(), 'available', locale],
      queryFn: async () => (await functions()).getTranslationAvailable(),
      staleTime: 5 * 60_000,
    }),
  details: appointmentKeys.details,
  detail: (locale: Locale, id: string) =>
    queryOptions({
      queryKey: [...appointmentQueries.details(), id, locale],
      queryFn: async () => (await functions()).getAppointment({ data: { id } }),
    }),
}

export const appointmentMutations = {
  /** A message in the patient's language; it changes nothing stored, so nothing refetches. */
  translate: (locale: Locale, id: string) =>
    mutationOptions({
      mutationKey: ['appointments', id, 'translate'],
      mutationFn: async (noteId: string) => (await functions()).translateNote({ data: { id, noteId } }),
    }),
  /** A booking: the new appointment appears in the lists. */
  book: () =>
    mutationOptions({
      mutationKey: ['appointments', 'book'],
      mutationFn: async (input: BookingRequest) => (await functions()).book({ data: { ...input } }),
      onSuccess: (result, _input, _context, { client }) =>
        result.ok ? client.invalidateQueries({ queryKey: appointmentQueries.lists() }) : undefined,
    }),
  sendNote: (locale: Locale, id: string) =>
    mutationOptions({
      mutationKey: ['appointments', id, 'note'],
      mutationFn: async (note: string) => (await functions()).sendNote({ data: { id, note } }),
      onSuccess: (result, _note, _context, { client }) => (result.ok ? refetchAppointment(id)(client) : undefined),
    }),
  requestDates: (locale: Locale, id: string) =>
    mutationOptions({
      mutationKey: ['appointments', id, 'requestDates'],
      mutationFn: async (dates: string[]) => (await functions()).requestDates({ data: { id, dates } }),
      onSuccess: (_result, _dates, _context, { client }) => refetchAppointment(id)(client),
    }),
  review: (locale: Locale, id: string) =>
    mutationOptions({
      mutationKey: ['appointments', id, 'review'],
      mutationFn: async (review: { rating: number; comment: string }) => (await functions()).review({ data: { id, ...review } }),
      onSuccess: (result, _review, _context, { client }) => (result.ok ? refetchAppointment(id)(client) : undefined),
    }),
  setTranslator: (locale: Locale, id: string) =>
    mutationOptions({
      mutationKey: ['appointments', id, 'translator'],
      mutationFn: async (translatorPlanId: string) => (await functions()).setTranslator({ data: { id, translatorPlanId } }),
      onSuccess: (result, _plan, _context, { client }) => (result.ok ? refetchAppointment(id)(client) : undefined),
    }),
  addFiles: (locale: Locale, id: string) =>
    mutationOptions({
      mutationKey: ['appointments', id, 'files'],
      mutationFn: async (files: { id: string; name: string }[]) => (await functions()).addFiles({ data: { id, files } }),
      onSuccess: (result, _files, _context, { client }) => (result.ok ? refetchAppointment(id)(client) : undefined),
    }),
  approveDate: (locale: Locale, id: string) =>
    mutationOptions({
      mutationKey: ['appointments', id, 'approveDate'],
      mutationFn: async (dateId: string) => (await functions()).approveDate({ data: { id, dateId } }),
      onSuccess: (_result, _dateId, _context, { client }) => refetchAppointment(id)(client),
    }),
  addLinks: (locale: Locale, id: string) =>
    mutationOptions({
      mutationKey: ['appointments', id, 'links'],
      mutationFn: async (links: string[]) => (await functions()).addLinks({ data: { id, links } }),
      onSuccess: (result, _links, _context, { client }) => (result.ok ? refetchAppointment(id)(client) : undefined),
    }),
  cancel: (locale: Locale, id: string) =>
    mutationOptions({
      mutationKey: ['appointments', id, 'cancel'],
      mutationFn: async (reason: string) => (await functions()).cancel({ data: { id, reason } }),
      onSuccess: (_result, _reason, _context, { client }) => refetchAppointment(id)(client),
    }),
}
