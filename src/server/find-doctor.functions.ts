import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { localeMiddleware } from './locale-middleware'
import { serverInput } from '~/lib/server-input'
import { findDoctorSchema } from '#contract/find-doctor'
import { createFastAppointment, fetchFastAppointments } from './find-doctor.server'

// Server functions of the find-doctor form and the doctor-requests section: the contract's rules, then find-doctor.server.ts.

export const getFastAppointments = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .handler(({ context }) => fetchFastAppointments(context.locale))

export const sendFindDoctorRequest = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ request: findDoctorSchema })))
  .handler(({ data, context }) => createFastAppointment(context.locale, data.request))
