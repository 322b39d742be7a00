// The scale fixture (issue 28): a PostgreSQL database holding N times the catalogue and its
// history, filled set-based (INSERT … SELECT generate_series) after the API has migrated and
// seeded it with the demo accounts. 1x is 500 doctors and 10,000 appointments among 100 patients,
// and for the demo patient 5 appointments and 100 notifications; 100x is 50,000 doctors,
// 1,000,000 appointments, and for the demo patient 500 appointments and 10,000 notifications.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { buildApi } from '../api-bundle.mjs'
import { apiHealthUrl, freePort, startFreshApi, stopChild, waitForHttp } from '../processes.mjs'

export const SCALE_UNIT = Object.freeze({
  doctors: 500,
  patients: 100,
  appointments: 10_000,
  patientAppointments: 5,
  patientNotifications: 100,
})

/** The demo patient (api/src/db/demo-seed.ts) is the one with the long history. */
export const SCALE_PATIENT = Object.freeze({ email: 'demo.patient@example.com', password: 'Demo-Patient-2026' })

/** Names as their owners spell them, in Latin (with and without marks), Cyrillic and Arabic script. */
const FIRST_NAMES = [
  'Anna',
  'Jonas',
  'José',
  'Hélène',
  'Ayşe',
  'Emre',
  'Katrin',
  'Lukas',
  'Sofia',
  'Mateo',
  'Zoë',
  'Björn',
  'Łukasz',
  'Chloé',
  'Ольга',
  'Иван',
  'Дмитрий',
  'Наталья',
  'Алёна',
  'محمد',
  'فاطمة',
  'أحمد',
  'ليلى',
  'يوسف',
]
const LAST_NAMES = [
  'Keller',
  'Müller',
  'Jiménez',
  'Lefèvre',
  'Öztürk',
  'Çelik',
  'Schmidt',
  'Romano',
  'Novak',
  'Dubois',
  'Østergaard',
  'Nguyễn',
  'Wójcik',
  'Fischer',
  'Иванов',
  'Петрова',
  'Смирнов',
  'Кузнецова',
  'Фёдоров',
  'العلي',
  'حسن',
  'الخطيب',
  'منصور',
  'إبراهيم',
]

const sqlText = (text) => `'${text.replaceAll("'", "''")}'`
const sqlArray = (items) => `array[${items.map(sqlText).join(', ')}]::text[]`

/**
 * The scale database's name: `scale_<n>x`, after `SCALE_DATABASE_PREFIX` when set, so that two
 * people sharing one PostgreSQL server each fill and drop their own (`alice_scale_100x`).
 */
export const scaleDatabaseName = (scale) => `${process.env.SCALE_DATABASE_PREFIX ?? ''}scale_${scale}x`

/** The database `scale_<n>x` beside TEST_DATABASE_URL's (an admin URL, as the API tests use it). */
export function scaleDatabaseUrl(adminUrl, scale) {
  const url = new URL(adminUrl)
  url.pathname = `/${scaleDatabaseName(scale)}`
  return url.toString()
}

async function adminQuery(adminUrl, text) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    return await admin.query(text)
  } finally {
    await admin.end()
  }
}

/** Whether the scale database exists and holds a finished fill of this multiplier. */
export async function scaleDatabaseReady(adminUrl, scale) {
  const name = scaleDatabaseName(scale)
  const found = await adminQuery(adminUrl, `select 1 from pg_database where datname = ${sqlText(name)}`)
  if (!found.rowCount) return false
  const client = new pg.Client({ connectionString: scaleDatabaseUrl(adminUrl, scale) })
  await client.connect()
  try {
    const marker = await client.query(`select to_regclass('public.scale_fixture') as t`)
    if (!marker.rows[0].t) return false
    const row = await client.query('select scale from scale_fixture')
    return row.rows[0]?.scale === scale
  } finally {
    await client.end()
  }
}

/**
 * The compiled API in production mode on a scale database, with throw-away secrets and `env` added;
 * resolves once it answers (the API migrates the database at start, and seeds it when empty).
 */
export async function startScaleApi(databaseUrl, env = {}) {
  const port = await freePort()
  const api = startFreshApi({
    port,
    compiled: true,
    quiet: true,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      API_INTERNAL_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
  })
  try {
    await waitForHttp(apiHealthUrl(port), { child: api.child })
  } catch (error) {
    await stopChild(api.child)
    api.remove()
    throw error
  }
  return { url: `http://127.0.0.1:${port}`, stop: async () => (await stopChild(api.child), api.remove()) }
}

/** Migrates and seeds an empty database the way the API does at start (demo accounts on). */
async function migrateAndSeed(databaseUrl, log) {
  await buildApi()
  const api = await startScaleApi(databaseUrl, { DEMO_ACCOUNTS: '1' })
  await api.stop()
  log('  migrated and seeded by the API')
}

/** The statements that multiply the seeded data, in order; each is one set-based INSERT … SELECT. */
export function fillStatements(scale) {
  const doctors = SCALE_UNIT.doctors * scale
  const patients = SCALE_UNIT.patients * scale
  const appointments = SCALE_UNIT.appointments * scale
  const own = SCALE_UNIT.patientAppointments * scale
  const notifications = SCALE_UNIT.patientNotifications * scale
  const first = sqlArray(FIRST_NAMES)
  const last = sqlArray(LAST_NAMES)
  // ~1.7 kB of text per doctor in four languages, as the issue measured a seeded row; md5 so it does not compress away.
  const aboutOf = (g, lang) => `(select string_agg(md5(${g}::text || '${lang}' || k), ' ') from generate_series(1, 13) k)`
  return [
    [
      'doctors',
      `insert into doctors (first_name, last_name, slug, gender, about, address, timezone, status, experience_start_date,
         professional_title, organization_id, working_hours)
       select f[1 + g % cardinality(f)], l[1 + (g / cardinality(f)) % cardinality(l)], 'scale-doctor-' || g, 1 + g % 2,
         jsonb_build_object('en', ${aboutOf('g', 'en')}, 'de', ${aboutOf('g', 'de')}, 'ru', ${aboutOf('g', 'ru')}, 'ar', ${aboutOf('g', 'ar')}),
         'Street ' || g, (array['Europe/Berlin', 'Europe/Moscow', 'Asia/Dubai', 'UTC'])[1 + g % 4],
         case when g % 50 = 0 then 0 else 1 end, date '2000-01-01' + (g % 7000),
         jsonb_build_object('en', 'Physician', 'de', 'Ärztin', 'ru', 'Врач', 'ar', 'طبيب'),
         o.ids[1 + g % cardinality(o.ids)],
         '[{"day":1,"start":"09:00","end":"17:00"},{"day":2,"start":"09:00","end":"17:00"},{"day":3,"start":"09:00","end":"17:00"},{"day":4,"start":"09:00","end":"13:00"}]'::jsonb
       from generate_series(1, ${doctors}) g, (select ${first} as f, ${last} as l) names,
         (select array_agg(id order by id) as ids from organizations where status = 1) o`,
    ],
    [
      'doctor_specialties',
      `insert into doctor_specialties (doctor_id, specialty_id)
       select distinct d.id, s.ids[1 + (d.id * k * 7) % cardinality(s.ids)]
       from doctors d, generate_series(1, 2) k, (select array_agg(id order by id) as ids from specialties) s
       where d.slug like 'scale-doctor-%' and (k = 1 or d.id % 3 = 0)`,
    ],
    [
      'doctor_languages',
      `insert into doctor_languages (doctor_id, language_id)
       select distinct d.id, case when k = 1 then common.ids[1 + d.id % cardinality(common.ids)] else every.ids[1 + (d.id * 13 + k) % cardinality(every.ids)] end
       from doctors d, generate_series(1, 3) k,
         (select array_agg(id order by id) as ids from languages where code in ('en', 'de', 'ru', 'ar', 'fr', 'es', 'tr', 'it')) common,
         (select array_agg(id order by id) as ids from languages) every
       where d.slug like 'scale-doctor-%' and (k < 3 or d.id % 2 = 0)
       on conflict do nothing`,
    ],
    [
      'consult_plans',
      `insert into consult_plans (doctor_id, name, description, features, price_cents, type, duration)
       select d.id, case when k = 1 then '{"en":"Video consultation","de":"Videosprechstunde","ru":"Видеоконсультация","ar":"استشارة بالفيديو"}'::jsonb
                          else '{"en":"Written report","de":"Schriftlicher Befund","ru":"Письменное заключение","ar":"تقرير مكتوب"}'::jsonb end,
         null, '[]'::jsonb, 3000 + (d.id % 20) * 500, k, case when k = 1 then 30 else 3 end
       from doctors d, generate_series(1, 2) k
       where d.slug like 'scale-doctor-%' and (k = 1 or d.id % 2 = 0)`,
    ],
    [
      'doctor_services',
      `insert into doctor_services (service_id, doctor_id)
       select s.id, d.id from doctors d, services s
       where d.slug like 'scale-doctor-%' and d.id % 2 = 0 and s.slug = 'online-video-consultation'
       on conflict do nothing`,
    ],
    [
      'patients',
      `insert into users (email, first_name, last_name, email_verified, timezone, locale)
       select 'scale-patient-' || g || '@example.test', f[1 + g % cardinality(f)], l[1 + g % cardinality(l)], true, 'Europe/Berlin', 'en'
       from generate_series(1, ${patients}) g, (select ${first} as f, ${last} as l) names`,
    ],
    [
      'appointments',
      `insert into appointments (patient_id, doctor_id, plan_id, status, price_cents, paid, pay_key, reason, creator, created_at, updated_at)
       select p.ids[1 + g % cardinality(p.ids)], c.doctors[i], c.plans[i], 1 + g % 7, c.prices[i], g % 7 in (1, 2, 3, 6),
         'scale-' || g, 'Reason ' || g, 2, now() - (g % 20000) * interval '37 minutes', now() - (g % 20000) * interval '37 minutes'
       from generate_series(1, ${appointments}) g
         cross join lateral (select 1 + ((g::bigint * 7919) % (select count(*) from consult_plans where type = 1))::int as i) pick,
         (select array_agg(id order by id) as ids from users where email like 'scale-patient-%') p,
         (select array_agg(id order by id) as plans, array_agg(doctor_id order by id) as doctors, array_agg(price_cents order by id) as prices
            from consult_plans where type = 1) c`,
    ],
    [
      "the demo patient's appointments",
      `insert into appointments (patient_id, doctor_id, plan_id, status, price_cents, paid, pay_key, reason, creator, created_at, updated_at)
       select u.id, c.doctors[1 + (g * 31) % cardinality(c.plans)], c.plans[1 + (g * 31) % cardinality(c.plans)], 1 + g % 7,
         c.prices[1 + (g * 31) % cardinality(c.plans)], g % 7 in (1, 2, 3, 6), 'scale-own-' || g, 'Reason ' || g, 2,
         now() - g * interval '11 hours', now() - g * interval '11 hours'
       from generate_series(1, ${own}) g, (select id from users where email = ${sqlText(SCALE_PATIENT.email)}) u,
         (select array_agg(id order by id) as plans, array_agg(doctor_id order by id) as doctors, array_agg(price_cents order by id) as prices
            from consult_plans where type = 1) c`,
    ],
    [
      'appointment_dates',
      // A proposed time on every other appointment, accepted on the active ones: the next free time reads them.
      `insert into appointment_dates (appointment_id, date, sender, accepted, created_at)
       select a.id, date_trunc('hour', now()) + ((a.id % 400) - 100) * interval '1 hour', 3, a.status in (2, 3), a.created_at
       from appointments a where (a.pay_key like 'scale-%') and a.id % 2 = 0`,
    ],
    [
      'appointment_reviews',
      `insert into appointment_reviews (appointment_id, patient_id, half_stars, comment)
       select a.id, a.patient_id, 4 + a.id % 7, '' from appointments a where a.pay_key like 'scale-%' and a.status = 7 and a.id % 3 = 0`,
    ],
    [
      "the demo patient's notifications",
      `insert into notifications (user_id, role_name, kind, appointment_id, title, body, other_name, amount_cents, currency, read, created_at)
       select u.id, 'patient', (array['created', 'approved', 'rejected', 'dates_proposed', 'date_accepted'])[1 + g % 5],
         null, 'Notification ' || g, 'Body of notification ' || g, 'Anna Keller', 3000, 'EUR', g % 10 <> 0,
         now() - g * interval '13 minutes'
       from generate_series(1, ${notifications}) g, (select id from users where email = ${sqlText(SCALE_PATIENT.email)}) u`,
    ],
    // The stored next free times (ADR 0058), once for every doctor: the fill ran without the triggers.
    ['next free times', 'select doctor_refresh_next_free(id) from doctors'],
    // And the stored ratings (ADR 0060), in one grouped pass over the reviews.
    [
      'ratings',
      `update doctors d set review_count = r.reviews, review_half_stars = r.half_stars
       from (select a.doctor_id, count(*)::int as reviews, sum(rv.half_stars)::int as half_stars
             from appointment_reviews rv inner join appointments a on a.id = rv.appointment_id group by a.doctor_id) r
       where d.id = r.doctor_id`,
    ],
    ['vacuum analyze', 'vacuum analyze'],
    ['marker', `create table scale_fixture as select ${Number(scale)}::int as scale, now() as filled_at`],
  ]
}

/** Creates (or re-creates) `scale_<n>x` and fills it; resolves to its URL. */
export async function fillScaleDatabase(adminUrl, scale, { log = console.log } = {}) {
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000) throw new Error(`scale must be an integer 1..1000, not ${scale}`)
  const name = scaleDatabaseName(scale)
  const url = scaleDatabaseUrl(adminUrl, scale)
  log(`Filling ${name} (${scale}x: ${SCALE_UNIT.doctors * scale} doctors, ${SCALE_UNIT.appointments * scale} appointments)…`)
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`)
  await adminQuery(adminUrl, `create database ${name}`)
  await migrateAndSeed(url, log)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // Without the triggers that keep each doctor's next free time (ADR 0058) and rating (ADR 0060): a
    // refresh per accepted time of a million appointments would take hours; the fill refreshes every
    // doctor once at the end.
    // Needs a superuser (TEST_DATABASE_URL is the admin URL).
    await client.query('set session_replication_role = replica')
    for (const [label, text] of fillStatements(scale)) {
      const started = performance.now()
      const result = await client.query(text)
      log(`  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    }
  } finally {
    await client.end()
  }
  return url
}
