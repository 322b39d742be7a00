import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { APPOINTMENT_STATUS, SENDER } from '../../../contract/appointments';
import type { FileStorage } from '../adapters/storage';
import { hashPassword } from '../auth/passwords';
import { storeFile } from '../users/files.service';
import type { Database } from './client';
import * as t from './schema';

/**
 * Demo accounts (issue 12), only when DEMO_ACCOUNTS=1 (`npm start` sets it; a deployment does not):
 * a demo patient with appointments in every status, and an account for every seeded doctor, so the
 * doctors' side can be played with `npm run doctor`. The passwords are public (README): never on a
 * server that holds real patients.
 */
export const DEMO_PATIENT = { email: 'demo.patient@example.com', password: 'Demo-Patient-2026' } as const;
export const DEMO_DOCTOR_PASSWORD = 'Demo-Doctor-2026';
export const demoDoctorEmail = (slug: string) => `${slug}@doctors.example.com`;

/** A one-page PDF showing `lines`: real bytes for the demo's documents. */
export function simplePdf(lines: string[]): Uint8Array<ArrayBuffer> {
  // Latin-1 text in Helvetica; the demo's documents are in English.
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const content = ['BT', '/F1 14 Tf', '72 770 Td', '18 TL', ...lines.map((line) => `(${escape(line)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Creates the demo accounts once (when the demo patient does not exist yet). */
export async function seedDemoAccounts(db: Database, storage: FileStorage, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO_PATIENT.email));
  if (existing) return false;

  const doctors = await db.select().from(t.doctors).orderBy(t.doctors.id);
  const doctorHash = await hashPassword(DEMO_DOCTOR_PASSWORD);
  const accounts = await db
    .insert(t.users)
    .values(
      doctors.map((doctor) => ({
        email: demoDoctorEmail(doctor.slug),
        firstName: doctor.firstName,
        lastName: doctor.lastName,
        emailVerified: true,
        passwordHash: doctorHash,
        timezone: doctor.timezone,
        role: t.ROLE.doctor,
        doctorId: doctor.id,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: t.users.id, doctorId: t.users.doctorId });
  const accountOf = new Map(accounts.map((account) => [account.doctorId, account.id]));

  const [patient] = await db
    .insert(t.users)
    .values({
      email: DEMO_PATIENT.email,
      firstName: 'Demo',
      lastName: 'Patient',
      phone: '+4915112345678',
      phoneVerified: true,
      emailVerified: true,
      gender: 2,
      dateOfBirth: '1984-03-12',
      timezone: 'Europe/Berlin',
      country: 'DE',
      city: 'Berlin',
      passwordHash: await hashPassword(DEMO_PATIENT.password),
    })
    .returning();
  const patientId = patient!.id;

  const bySlug = new Map(doctors.map((doctor) => [doctor.slug, doctor]));
  const keller = bySlug.get('dr-anna-keller') ?? doctors[0]!;
  const others = doctors.filter((doctor) => doctor.id !== keller.id);
  const chosen = [keller, ...others.slice(0, 3)];
  const plans = await db.select().from(t.consultPlans).where(inArray(t.consultPlans.doctorId, chosen.map((doctor) => doctor.id)));
  const planOf = (doctorId: number, type: number) => plans.find((plan) => plan.doctorId === doctorId && plan.type === type) ?? plans.find((plan) => plan.doctorId === doctorId)!;
  const [translator] = await db.select().from(t.translatorPlans).limit(1);

  const file = async (ownerId: number, name: string, lines: string[]) => {
    const stored = await storeFile(db, storage, Number.MAX_SAFE_INTEGER, { ownerId, name, mime: 'application/pdf', bytes: simplePdf(lines) });
    if (!stored.ok) throw new Error('demo seed: file not stored');
    return stored.file.id;
  };
  const at = (offset: number) => new Date(now.getTime() + offset);
  // A date a few days out at a round hour.
  const slot = (days: number, hour: number) => {
    const date = new Date(now.getTime() + days * DAY);
    date.setUTCHours(hour, 0, 0, 0);
    return date;
  };

  type Demo = {
    doctor: t.DoctorRow;
    planType: number;
    status: number;
    paid?: boolean;
    reason: string;
    createdDaysAgo: number;
    patientDates: Date[];
    doctorDates?: Date[];
    accepted?: 'patient' | 'doctor';
    notes?: [number, string][];
    links?: string[];
    statusReason?: string;
    withTranslator?: boolean;
  };
  const demos: Demo[] = [
    { doctor: keller, planType: 1, status: APPOINTMENT_STATUS.awaiting_confirmation, reason: 'Palpitations in the evening for two weeks.', createdDaysAgo: 1, patientDates: [slot(4, 9), slot(4, 14), slot(5, 10)], withTranslator: true },
    {
      doctor: chosen[1]!,
      planType: 1,
      status: APPOINTMENT_STATUS.awaiting_confirmation,
      reason: 'Recurring headaches, worse in the morning.',
      createdDaysAgo: 3,
      patientDates: [slot(2, 8)],
      doctorDates: [slot(6, 9), slot(6, 16), slot(7, 11)],
      notes: [[SENDER.doctor, 'Your first time does not suit me; please pick one of mine.']],
    },
    {
      doctor: keller,
      planType: 1,
      status: APPOINTMENT_STATUS.approved,
      reason: 'Follow-up on my blood pressure readings.',
      createdDaysAgo: 5,
      patientDates: [slot(2, 10), slot(3, 10)],
      accepted: 'patient',
      links: ['https://www.heart.org/en/health-topics/high-blood-pressure'],
      notes: [
        [SENDER.patient, 'I attached last month’s readings.'],
        [SENDER.doctor, 'Thank you, I will go through them before the call.'],
      ],
    },
    { doctor: chosen[2]!, planType: 1, status: APPOINTMENT_STATUS.started, paid: true, reason: 'Skin rash on both forearms.', createdDaysAgo: 7, patientDates: [at(-10 * 60_000)], accepted: 'patient' },
    {
      doctor: chosen[3]!,
      planType: 2,
      status: APPOINTMENT_STATUS.completed,
      paid: true,
      reason: 'Second opinion on an MRI of the knee.',
      createdDaysAgo: 12,
      patientDates: [slot(-6, 9)],
      accepted: 'patient',
      notes: [[SENDER.doctor, 'The written opinion follows within two days.']],
    },
    { doctor: keller, planType: 2, status: APPOINTMENT_STATUS.canceled, reason: 'Question about medication.', createdDaysAgo: 15, patientDates: [slot(-10, 9)], statusReason: 'My GP answered the question.' },
    { doctor: chosen[1]!, planType: 1, status: APPOINTMENT_STATUS.rejected, reason: 'Back pain after lifting.', createdDaysAgo: 20, patientDates: [slot(-15, 9)], statusReason: 'An orthopaedic specialist is the right doctor for this.' },
    {
      doctor: keller,
      planType: 1,
      status: APPOINTMENT_STATUS.finished,
      paid: true,
      reason: 'Chest tightness when climbing stairs.',
      createdDaysAgo: 30,
      patientDates: [slot(-25, 9)],
      accepted: 'patient',
      notes: [
        [SENDER.patient, 'Should I bring anything to the call?'],
        [SENDER.doctor, 'Your latest ECG, if you have one.'],
      ],
    },
  ];

  await db.transaction(async (tx) => {
    for (const demo of demos) {
      const plan = planOf(demo.doctor.id, demo.planType);
      const translatorCents = demo.withTranslator && translator && plan.type === 1 ? translator.priceCents : 0;
      const created = at(-demo.createdDaysAgo * DAY);
      const [row] = await tx
        .insert(t.appointments)
        .values({
          patientId,
          doctorId: demo.doctor.id,
          planId: plan.id,
          status: demo.status,
          priceCents: plan.priceCents + translatorCents,
          paid: demo.paid ?? false,
          payKey: randomBytes(18).toString('base64url'),
          reason: demo.reason,
          creator: SENDER.patient,
          links: demo.links ?? [],
          statusReason: demo.statusReason ?? null,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: t.appointments.id });
      const appointmentId = row!.id;
      await tx.insert(t.appointmentDates).values([
        ...demo.patientDates.map((date, index) => ({ appointmentId, date, sender: SENDER.patient, accepted: demo.accepted === 'patient' && index === 0, createdAt: created })),
        ...(demo.doctorDates ?? []).map((date) => ({ appointmentId, date, sender: SENDER.doctor, createdAt: new Date(created.getTime() + HOUR) })),
      ]);
      if (demo.notes?.length) {
        await tx.insert(t.appointmentNotes).values(
          demo.notes.map(([sender, note], index) => ({ appointmentId, sender, note, createdAt: new Date(created.getTime() + (index + 2) * HOUR) })),
        );
      }
      if (translatorCents && translator) await tx.insert(t.appointmentTranslators).values({ appointmentId, translatorPlanId: translator.id, priceCents: translatorCents });
      if (demo.status === APPOINTMENT_STATUS.finished) {
        await tx.insert(t.appointmentReports).values({
          appointmentId,
          report:
            'Resting ECG and blood pressure are normal. The chest tightness on exertion is most likely muscular. ' +
            'Recommendation: regular moderate exercise, and an exercise ECG if the symptoms return.',
          dateReport: new Date(created.getTime() + 6 * DAY),
        });
      }
    }
  });

  // Documents (their bytes go to the storage adapter): the patient's readings, and the doctor's report attachment.
  const seeded = await db
    .select({ id: t.appointments.id, status: t.appointments.status, doctorId: t.appointments.doctorId })
    .from(t.appointments)
    .where(eq(t.appointments.patientId, patientId));
  const approved = seeded.find((row) => row.status === APPOINTMENT_STATUS.approved)!;
  const finished = seeded.find((row) => row.status === APPOINTMENT_STATUS.finished)!;
  const readings = await file(patientId, 'blood-pressure-readings.pdf', ['Blood pressure readings, last 30 days', 'Morning average: 128/82 mmHg', 'Evening average: 134/86 mmHg']);
  await db.insert(t.appointmentFiles).values({ appointmentId: approved.id, fileId: readings, sender: SENDER.patient });
  const doctorAccount = accountOf.get(finished.doctorId);
  if (doctorAccount) {
    const attachment = await file(doctorAccount, 'ecg-findings.pdf', ['Resting ECG', 'Sinus rhythm, 68/min', 'No signs of ischaemia']);
    await db.insert(t.appointmentFiles).values({ appointmentId: finished.id, fileId: attachment, sender: SENDER.doctor, report: true });
  }
  return true;
}
