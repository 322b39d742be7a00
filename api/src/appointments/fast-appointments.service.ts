import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { jsonArray, totalOverAll } from '../db/json'
import * as t from '../db/schema'
import { selectPage, type Page } from '../shared/pagination'
import type { FieldErrors } from '../shared/validation'
import type { FindDoctorInput } from '#contract/find-doctor'

/** Find-doctor requests (issue 12): the patient's own, with the files they attached. */

export type FastAppointmentRow = typeof t.fastAppointments.$inferSelect & {
  files: { id: number; name: string; mime: string; size: number }[]
}

const columns = () => ({
  id: t.fastAppointments.id,
  patientId: t.fastAppointments.patientId,
  status: t.fastAppointments.status,
  note: t.fastAppointments.note,
  organizationIds: t.fastAppointments.organizationIds,
  contact: t.fastAppointments.contact,
  notes: t.fastAppointments.notes,
  createdAt: t.fastAppointments.createdAt,
  files: jsonArray<FastAppointmentRow['files'][number]>(
    sql`json_build_object('id', ${t.storedFiles.id}, 'name', ${t.storedFiles.name}, 'mime', ${t.storedFiles.mime}, 'size', ${t.storedFiles.size})`,
    sql`from ${t.fastAppointmentFiles} inner join ${t.storedFiles} on ${t.storedFiles.id} = ${t.fastAppointmentFiles.fileId}
        where ${t.fastAppointmentFiles.fastAppointmentId} = ${t.fastAppointments.id}`,
    sql`${t.storedFiles.id}`,
  ),
})

/**
 * Records a request for the signed-in patient: the organisations must exist and the files be the
 * patient's own. The profile's missing details are filled from the form (never overwritten).
 */
export async function createFastAppointment(
  db: Database,
  userId: number,
  input: FindDoctorInput,
): Promise<{ ok: true; id: number } | { ok: false; errors: FieldErrors }> {
  const organizationIds = [...new Set(input.organization_ids.map(Number))]
  const fileIds = [...new Set(input.files.map(Number))]
  const [user] = await db.select().from(t.users).where(eq(t.users.id, userId))
  if (!user) return { ok: false, errors: [{ name: 'input', messages: ['not_found'] }] }
  if (organizationIds.length) {
    const [row] = await db.select({ n: count() }).from(t.organizations).where(inArray(t.organizations.id, organizationIds))
    if (row?.n !== organizationIds.length) return { ok: false, errors: [{ name: 'organization_ids', messages: ['invalid_value'] }] }
  }
  if (fileIds.length) {
    const [row] = await db
      .select({ n: count() })
      .from(t.storedFiles)
      .where(and(eq(t.storedFiles.ownerId, userId), inArray(t.storedFiles.id, fileIds)))
    if (row?.n !== fileIds.length) return { ok: false, errors: [{ name: 'files', messages: ['file_not_found'] }] }
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.fastAppointments)
      .values({
        patientId: userId,
        note: input.healthConcerns,
        organizationIds,
        contact: {
          first_name: input.first_name,
          last_name: input.last_name,
          gender: input.gender,
          phone: input.phone,
          date_of_birth: input.date_of_birth,
          email: user.email,
        },
      })
      .returning({ id: t.fastAppointments.id })
    if (fileIds.length) await tx.insert(t.fastAppointmentFiles).values(fileIds.map((fileId) => ({ fastAppointmentId: row!.id, fileId })))
    // What the profile lacks, the form just told us.
    await tx
      .update(t.users)
      .set({
        firstName: user.firstName ?? input.first_name,
        lastName: user.lastName ?? input.last_name,
        gender: user.gender ?? input.gender,
        dateOfBirth: user.dateOfBirth ?? input.date_of_birth,
        phone: user.phone ?? input.phone,
      })
      .where(eq(t.users.id, userId))
    return row!.id
  })
  return { ok: true, id }
}

export async function listFastAppointments(
  db: Database,
  userId: number,
  page: Page,
): Promise<{ total: number; rows: FastAppointmentRow[] }> {
  const where = eq(t.fastAppointments.patientId, userId)
  return selectPage(
    db
      .select({ row: columns(), total: totalOverAll() })
      .from(t.fastAppointments)
      .where(where)
      .orderBy(desc(t.fastAppointments.createdAt), desc(t.fastAppointments.id)),
    page,
    () => db.$count(t.fastAppointments, where),
  )
}

export async function findFastAppointment(db: Database, userId: number, id: number): Promise<FastAppointmentRow | null> {
  const [row] = await db
    .select(columns())
    .from(t.fastAppointments)
    .where(and(eq(t.fastAppointments.id, id), eq(t.fastAppointments.patientId, userId)))
  return row ?? null
}
