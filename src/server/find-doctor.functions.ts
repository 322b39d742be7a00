import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { localeField } from '~/lib/locale-input'
import { serverInput } from '~/lib/server-input'
import { findDoctorSchema } from '../../contract/find-doctor'
import { createFastAppointment, fetchFastAppointments } from './find-doctor.server'

// Server functions of the find-doctor form and the doctor-requests section: the contract's rules, then find-doctor.server.ts.

export const getFastAppointments = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField })))
  .handler(({ data }) => fetchFastAppointments(data.locale))

export const sendFindDoctorRequest = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, request: findDoctorSchema })))
  .handler(({ data }) => createFastAppointment(data.locale, data.request))
