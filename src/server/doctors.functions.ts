import { createServerFn } from '@tanstack/react-start'
import { serverInput } from '~/lib/server-input'
import * as v from 'valibot'
import { idField } from '~/lib/id-fields'
import { localeMiddleware } from './locale-middleware'
import { DOCTOR_SORTS } from '~/lib/list-search'
import { fetchDoctorBySlug, fetchDoctors, fetchRelatedDoctors } from './doctors.server'

const doctorListParams = v.object({
  /** names only: the header search's doctor suggestions */
  name: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** names and specialties: the list's search box and the header search's Enter */
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
  language: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2,3}$/))),
  sort: v.optional(v.picklist(DOCTOR_SORTS)),
  specialty: v.optional(v.pipe(v.string(), v.maxLength(120))),
  organization: v.optional(idField),
  /** How many doctors to show: the list grows by load-more, so one request asks for all shown. */
  limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  /** 'all' drops the organization header, as the header search does. */
  scope: v.optional(v.picklist(['all'])),
})
export type DoctorListParams = v.InferInput<typeof doctorListParams>

export const listDoctors = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(serverInput(doctorListParams))
  .handler(({ data, context }) => fetchDoctors(context.locale, data))

export const getDoctorBySlug = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ slug: v.pipe(v.string(), v.minLength(1), v.maxLength(120)) })))
  .handler(({ data, context }) => fetchDoctorBySlug(context.locale, data.slug))

export const listRelatedDoctors = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(
    serverInput(
      v.object({
        slug: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
        limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
      }),
    ),
  )
  .handler(({ data, context }) => fetchRelatedDoctors(context.locale, data.slug, data.limit))
