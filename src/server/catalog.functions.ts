import { createServerFn } from '@tanstack/react-start'
import { serverInput } from '~/lib/server-input'
import * as v from 'valibot'
import { localeMiddleware } from './locale-middleware'
import { contactRequestSchema } from '~/lib/contact-form'
import {
  fetchLanguages,
  fetchOrganizations,
  fetchService,
  fetchServiceDoctors,
  fetchServices,
  fetchSpecialties,
  fetchSpecialty,
  submitContactRequest,
} from './catalog.server'

const slug = v.pipe(v.string(), v.minLength(1), v.maxLength(120))

export const listSpecialties = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ name: v.optional(v.pipe(v.string(), v.maxLength(100))) })))
  .handler(({ data, context }) => fetchSpecialties(context.locale, data.name))

export const getSpecialty = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ slug })))
  .handler(({ data, context }) => fetchSpecialty(context.locale, data.slug))

export const listOrganizations = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .handler(({ context }) => fetchOrganizations(context.locale))

export const listLanguages = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .handler(({ context }) => fetchLanguages(context.locale))

export const listServices = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ type: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6))) })))
  .handler(({ data, context }) => fetchServices(context.locale, data.type))

export const getService = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ slug })))
  .handler(({ data, context }) => fetchService(context.locale, data.slug))

const serviceDoctorParams = v.object({
  slug,
  /** names and specialties, as on `/doctors` */
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
  specialty: v.optional(v.pipe(v.string(), v.maxLength(120))),
  /** Comma-separated organisation ids (the service doctor list's `organizations` filter). */
  organizations: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}(,\d{1,9})*$/))),
  /** how many doctors from the first (the load-more list asks for 10, 20, …) */
  limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
})
export type ServiceDoctorParams = v.InferInput<typeof serviceDoctorParams>

export const listServiceDoctors = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(serverInput(serviceDoctorParams))
  .handler(({ data, context }) => fetchServiceDoctors(context.locale, data))

export const sendContactRequest = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ request: contactRequestSchema })))
  .handler(({ data, context }) => submitContactRequest(context.locale, data.request))
