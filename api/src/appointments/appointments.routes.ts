import type { Hono } from 'hono'
import type { Database } from '../db/client'
import { fail, requestLocale, restPatient } from '../shared/rest'
import { findReportForPdf } from './appointments.service'
import { renderReportPdf } from './report-pdf'
import { pdfResponse } from '../shared/pdf'

/** Appointment REST routes (spec part 1 §7): the doctor's report as a PDF, for its patient. */
export function mountAppointmentRoutes(app: Hono, deps: { db: Database; authSecret: string }) {
  const { db, authSecret } = deps

  app.get('/appointments-reports/pdf/:id', async (c) => {
    const session = await restPatient(c, db, authSecret)
    if ('response' in session) return session.response
    const id = c.req.param('id')
    // Another patient's report answers exactly like a missing one.
    const found = /^\d{1,9}$/.test(id) ? await findReportForPdf(db, session.userId, Number(id)) : null
    if (!found) return fail(c, 404, 'not_found')
    const pdf = await renderReportPdf(
      {
        reportId: found.report.id,
        report: found.report.report,
        dateReport: found.report.dateReport,
        doctor: found.doctor,
        patient: found.patient,
        planName: found.plan.name,
      },
      requestLocale(c),
    )
    return pdfResponse(pdf, `report-${found.report.id}.pdf`)
  })
}
