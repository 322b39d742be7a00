import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DOCTOR_PASSWORD, DEMO_PATIENT, demoDoctorEmail, seedDemoAccounts } from '../src/db/demo-seed';
import * as t from '../src/db/schema';
import { rest, setupTestApi, type TestApi } from './helpers';

let ctx: TestApi;
beforeAll(async () => {
  ctx = await setupTestApi();
});
afterAll(() => ctx.close());

const signIn = async (email: string, password: string, role?: string) => {
  const response = await rest(ctx.api, 'POST', '/auth/sign-in', { body: { email, password, ...(role ? { role } : {}) } });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return { authorization: `Bearer ${response.json.data.token}` };
};

type Listed = {
  id: string;
  status: number;
  dates: { sender: number; accepted: boolean }[];
  notes: { sender: number }[];
  files: { file: { url: string } }[];
  reports_file: { file: { url: string } }[];
  links: string[];
  report: { report: string } | null;
  appointment_translators: { id: string }[];
};

describe('seedDemoAccounts', () => {
  it('creates the demo patient with an appointment in every status and what each screen shows, once', async () => {
    expect(await seedDemoAccounts(ctx.db, ctx.storage)).toBe(true);
    expect(await seedDemoAccounts(ctx.db, ctx.storage)).toBe(false);

    const headers = await signIn(DEMO_PATIENT.email, DEMO_PATIENT.password);
    const response = await ctx.gql<{ appointments: { results: Listed[] } }>(
      `{ appointments(query: { pagination: { limit: 20 } }) { results { id status dates { sender accepted } notes { sender } files { file { url } } reports_file { file { url } } links report { report } appointment_translators { id } } } }`,
      {},
      headers,
    );
    expect(response.errors).toBeUndefined();
    const list = response.data!.appointments.results;
    expect([...new Set(list.map((a) => a.status))].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Doctor-proposed dates waiting for a pick: the doctor's run leads and nothing is accepted.
    expect(list.some((a) => a.status === 1 && a.dates[0]?.sender === 3 && a.dates.every((d) => !d.accepted))).toBe(true);
    expect(list.some((a) => a.notes.some((n) => n.sender === 2) && a.notes.some((n) => n.sender === 3))).toBe(true);
    expect(list.some((a) => a.links.length > 0 && a.files.length > 0)).toBe(true);
    expect(list.some((a) => a.appointment_translators.length > 0)).toBe(true);
    const finished = list.find((a) => a.status === 7)!;
    expect(finished.report?.report).toMatch(/ECG/);
    expect(finished.reports_file).toHaveLength(1);

    // The files are real: the patient downloads the doctor's attachment, a PDF.
    const file = await ctx.api.fetch(new Request(`http://api${finished.reports_file[0]!.file.url}`, { headers }));
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('gives every seeded doctor an account that signs in as a doctor and sees that doctor’s appointments', async () => {
    const [keller] = await ctx.db.select().from(t.doctors).where(eq(t.doctors.slug, 'dr-anna-keller'));
    const headers = await signIn(demoDoctorEmail(keller!.slug), DEMO_DOCTOR_PASSWORD, 'doctor');
    const response = await ctx.gql<{ doctorAppointments: { total: number; results: { patient: { first_name: string } }[] } }>(
      `{ doctorAppointments { total results { patient { first_name } } } }`,
      {},
      headers,
    );
    expect(response.data!.doctorAppointments.total).toBeGreaterThan(0);
    expect(response.data!.doctorAppointments.results.every((a) => a.patient.first_name === 'Demo')).toBe(true);
    const doctors = await ctx.db.select({ id: t.doctors.id }).from(t.doctors);
    const accounts = await ctx.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.role, t.ROLE.doctor));
    expect(accounts.length).toBe(doctors.length);
  });
});
