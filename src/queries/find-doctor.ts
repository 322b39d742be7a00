import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import type { FindDoctorRequest } from '#contract/find-doctor'

// Loaded with the first request query or the form's submit, not with every page (see appointments.ts).
const functions = () => import('~/server/find-doctor.functions')

export const findDoctorQueries = {
  all: ['findDoctor'] as const,
  list: (locale: Locale) =>
    queryOptions({
      queryKey: [...findDoctorQueries.all, 'list', locale],
      queryFn: async () => (await functions()).getFastAppointments(),
    }),
}

export const findDoctorMutations = {
  /** A find-doctor request: it appears under the account's doctor requests. */
  send: () =>
    mutationOptions({
      mutationKey: ['fastAppointments', 'send'],
      mutationFn: async (request: FindDoctorRequest) =>
        (await functions()).sendFindDoctorRequest({
          data: { request },
        }),
      onSuccess: (result, _request, _context, { client }) =>
        result.ok ? client.invalidateQueries({ queryKey: findDoctorQueries.all }) : undefined,
    }),
}
