import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { localeMiddleware } from './locale-middleware'
import { serverInput } from '~/lib/server-input'
import { fetchDoctorReports } from './reports.server'

const instant = v.pipe(v.string(), v.isoTimestamp())

/** Doctor reports, a page at a time; `day`: the chosen day's bounds in the patient's zone (the API allows at most 3 days). */
export const getDoctorReports = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(
    serverInput(
      v.object({
        day: v.nullable(v.object({ from: instant, to: instant })),
        page: v.pipe(v.number(), v.integer(), v.minValue(0)),
      }),
    ),
  )
  .handler(({ data, context }) => fetchDoctorReports(context.locale, data.day, data.page))
