import { createServerFn } from '@tanstack/react-start'
import { serverInput } from '~/lib/server-input'
import * as v from 'valibot'
import { localeField } from '~/lib/locale-input'
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
  .validator(serverInput(v.object({ locale: localeField, name: v.optional(v.pipe(v.string(), v.maxLength(100))) })))
  .handler(({ data }) => fetchSpecialties(data.locale, data.name))

export const getSpecialty = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField, slug })))
  .handler(({ data }) => fetchSpecialty(data.locale, data.slug))

export const listOrganizations = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField })))
  .handler(({ data }) => fetchOrganizations(data.locale))

export const listLanguages = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField })))
  .handler(({ data }) => fetchLanguages(data.locale))

export const listServices = createServerFn({ method: 'GET' })
  .validator(
    serverInput(v.object({ locale: localeField, type: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6))) })),
  )
  .handler(({ data }) => fetchServices(data.locale, data.type))

export const getService = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField, slug })))
  .handler(({ data }) => fetchService(data.locale, data.slug))

const serviceDoctorParams = v.object({
  locale: localeField,
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
  .validator(serverInput(serviceDoctorParams))
  .handler(({ data }) => fetchServiceDoctors(data))

export const sendContactRequest = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, request: contactRequestSchema })))
  .handler(({ data }) => submitContactRequest(data.locale, data.request))
