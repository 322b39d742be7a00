import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { verifyPassword } from '../src/auth/passwords'
import { activeSessionAccount, startSession } from '../src/auth/sessions'
import { verifyToken } from '../src/auth/access-tokens'
import * as t from '../src/db/schema'
import { encryptSecret, newTotpSecret } from '../src/auth/totp'
import {
  createSignedInPatient,
  errorCode,
  multipartRequest,
  setupTestApi,
  TEST_AUTH_SECRET,
  totpCodeFor,
  type GraphQLResponse,
  type TestApi,
} from './helpers'

const ME = `{ me { id email first_name last_name phone phoneVerify gender date_of_birth timezone avatar address city country lang
  settings { auth2fa activity_sync } health_info { height heightUnit chronic_conditions chronic_conditions_options smoke smoke_other } } }`
const UPDATE_PATIENT = `mutation($input: UpdatePatientInput!) { updatePatient(input: $input) { id first_name last_name phone phoneVerify gender date_of_birth timezone country city address lang avatar } }`
const UPDATE_PASSWORD = `mutation($input: UpdatePasswordInput!) { updatePassword(input: $input) { message } }`
const UPDATE_SETTINGS = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { message } }`
const UPDATE_HEALTH = `mutation($input: HealthInfoInput!) { updateHealthInfo(input: $input) { height heightUnit weight weightUnit chronic_conditions chronic_conditions_options chronic_conditions_other smoke smoke_other sleep } }`

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

const fieldErrors = (response: GraphQLResponse) => {
  expect(errorCode(response)).toBe('BAD_USER_INPUT')
  expect(response.status).toBe(422)
  return response.errors?.[0]?.extensions?.errors
}

/** A birth date `years` ago plus `days` (negative = earlier), as YYYY-MM-DD. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - years)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

describe('signed-in patient only', () => {
  it.each([
    ['updatePatient', UPDATE_PATIENT, { input: { first_name: 'Anna' } }],
    ['updatePassword', UPDATE_PASSWORD, { input: { current_password: 'x', password: 'Sunny-Day-43' } }],
    ['updateSettings', UPDATE_SETTINGS, { input: { settings: { activity_sync: true } } }],
    ['updateHealthInfo', UPDATE_HEALTH, { input: { height: 170 } }],
  ])('%s without a token is UNAUTHENTICATED', async (_, query, variables) => {
    const response = await ctx.gql(query, variables)
    expect(errorCode(response)).toBe('UNAUTHENTICATED')
  })

  it('a forged or revoked token is UNAUTHENTICATED', async () => {
    const forged = await ctx.gql(UPDATE_HEALTH, { input: { height: 170 } }, { authorization: 'Bearer v1.e30.AAAA' })
    expect(errorCode(forged)).toBe('UNAUTHENTICATED')
    const me = await ctx.gql(ME, {}, { authorization: 'Bearer v1.e30.AAAA' })
    expect(me.data).toEqual({ me: null })
  })
})

describe('a blocked account', () => {
  it.each([
    ['updatePatient', UPDATE_PATIENT, { input: { first_name: 'Anna' } }],
    ['updatePassword', UPDATE_PASSWORD, { input: { current_password: 'Sunny-Day-42', password: 'Sunny-Day-43' } }],
    ['updateSettings', UPDATE_SETTINGS, { input: { settings: { activity_sync: true } } }],
    ['updateHealthInfo', UPDATE_HEALTH, { input: { height: 170 } }],
  ])('%s answers FORBIDDEN account_is_blocked in the request language and changes nothing', async (_, query, variables) => {
    const patient = await createSignedInPatient(ctx.db, { blockedAt: new Date() })
    const response = await ctx.gql(query, variables, { ...patient.headers, locale: 'de' })
    expect(response.status).toBe(403)
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'account_is_blocked' })
    expect(response.errors?.[0]?.message).toBe('Ihr Konto ist gesperrt. Bitte wenden Sie sich an den Support.')
    const [row] = await ctx.db.select().from(t.users).where(eq(t.users.id, patient.user.id))
    expect(row).toEqual(patient.user)
  })

  it('reads as signed out in me, and a patient blocked mid-session is refused at once', async () => {
    const blocked = await createSignedInPatient(ctx.db, { blockedAt: new Date() })
    expect((await ctx.gql(ME, {}, blocked.headers)).data).toEqual({ me: null })

    const patient = await createSignedInPatient(ctx.db)
    expect((await ctx.gql<{ me: { id: string } }>(ME, {}, patient.headers)).data?.me.id).toBe(String(patient.user.id))
    await ctx.db.update(t.users).set({ blockedAt: new Date() }).where(eq(t.users.id, patient.user.id))
    expect((await ctx.gql(ME, {}, patient.headers)).data).toEqual({ me: null })
    expect(errorCode(await ctx.gql(UPDATE_HEALTH, { input: { height: 170 } }, patient.headers))).toBe('FORBIDDEN')
  })

  it('gets 403 account_is_blocked from the REST bearer routes of the account', async () => {
    const blocked = await createSignedInPatient(ctx.db, { blockedAt: new Date() })
    for (const path of ['/health', '/aws-s3/file/1']) {
      const response = await ctx.api.fetch(new Request(`http://api${path}`, { headers: blocked.headers }))
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'account_is_blocked' })
    }
    const upload = await ctx.api.fetch(await multipartRequest('http://api/aws-s3', new FormData(), blocked.headers))
    expect(upload.status).toBe(403)
  })
})

describe('updatePatient', () => {
  it('saves every field, normalises phone and country, and me reads them back', async () => {
    const patient = await createSignedInPatient(ctx.db, { phone: '+4915112345678', phoneVerified: true })
    const input = {
      first_name: ' Mary-Ann ',
      last_name: 'van Dijk',
      phone: '+49 30 901820',
      gender: 2,
      date_of_birth: '1960-06-15',
      timezone: 'Europe/Berlin',
      country: 'de',
      city: 'Berlin',
      address: 'Unter den Linden 1',
      lang: 'de',
    }
    // replacing a verified phone is confirmed with the password (auth-reauth.test.ts)
    const response = await ctx.gql(UPDATE_PATIENT, { input: { ...input, current_password: patient.password } }, patient.headers)
    expect(response.errors).toBeUndefined()
    expect(response.data?.updatePatient).toMatchObject({
      first_name: 'Mary-Ann',
      last_name: 'van Dijk',
      phone: '+4930901820',
      // A new number has to be verified again.
      phoneVerify: false,
      gender: 2,
      date_of_birth: '1960-06-15',
      timezone: 'Europe/Berlin',
      country: 'DE',
      city: 'Berlin',
      address: 'Unter den Linden 1',
      lang: 'de',
    })
    const me = await ctx.gql<{ me: Record<string, unknown> }>(ME, {}, patient.headers)
    expect(me.data?.me).toMatchObject({ first_name: 'Mary-Ann', phone: '+4930901820', country: 'DE', email: patient.user.email })
  })

  it('takes accented Latin names and a phone typed in Arabic-Indic digits', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const input = { first_name: 'Hélène', last_name: "Çelik-O'Neil", phone: '+٤٩ ٣٠ ٩٠١٨٢٠' }
    const response = await ctx.gql(UPDATE_PATIENT, { input }, patient.headers)
    expect(response.errors).toBeUndefined()
    expect(response.data?.updatePatient).toMatchObject({ first_name: 'Hélène', last_name: "Çelik-O'Neil", phone: '+4930901820' })
  })

  it('keeps absent fields and the phone verification when the number does not change', async () => {
    const patient = await createSignedInPatient(ctx.db, { phone: '+4915112345678', phoneVerified: true, city: 'Bonn' })
    const response = await ctx.gql(UPDATE_PATIENT, { input: { phone: '+49 151 12345678', address: '' } }, patient.headers)
    expect(response.data?.updatePatient).toMatchObject({
      first_name: 'Test',
      phone: '+4915112345678',
      phoneVerify: true,
      city: 'Bonn',
      address: null,
    })
  })

  it.each([
    [{ first_name: '' }, 'first_name', 'required'],
    [{ first_name: null }, 'first_name', 'required'],
    [{ first_name: 'Йорг' }, 'first_name', 'only_latin_letters'],
    [{ last_name: '-Smith' }, 'last_name', 'only_latin_letters'],
    [{ phone: '' }, 'phone', 'required'],
    [{ phone: '030 901820' }, 'phone', 'invalid_phone'],
    [{ phone: '+49 12' }, 'phone', 'invalid_phone'],
    [{ gender: 3 }, 'gender', 'required'],
    [{ date_of_birth: '15.06.1960' }, 'date_of_birth', 'invalid_date'],
    [{ date_of_birth: '1990-02-30' }, 'date_of_birth', 'invalid_date'],
    [{ date_of_birth: yearsAgo(18, 1) }, 'date_of_birth', 'age_restriction'],
    [{ date_of_birth: yearsAgo(101, -1) }, 'date_of_birth', 'age_restriction'],
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'invalid_timezone'],
    [{ country: 'XX' }, 'country', 'invalid_value'],
    [{ country: 'DEU' }, 'country', 'invalid_value'],
    [{ lang: 'fr' }, 'lang', 'invalid_value'],
    [{ city: 'x'.repeat(256) }, 'city', 'string_max'],
    [{ avatar: 'abc' }, 'avatar', 'invalid_value'],
  ])('%j -> %s %s', async (input, field, key) => {
    const patient = await createSignedInPatient(ctx.db)
    const response = await ctx.gql(UPDATE_PATIENT, { input }, patient.headers)
    expect(fieldErrors(response)).toEqual([{ name: field, messages: [key] }])
  })

  it('accepts the age limits exactly: 18 today and 100', async () => {
    const patient = await createSignedInPatient(ctx.db)
    for (const date of [yearsAgo(18), yearsAgo(100)]) {
      const response = await ctx.gql(UPDATE_PATIENT, { input: { date_of_birth: date } }, patient.headers)
      expect(response.errors).toBeUndefined()
    }
  })

  it('counts age on the UTC calendar date: at 23:59:59 UTC, 18 today is accepted and 18 tomorrow refused', async () => {
    const today = new Date().toISOString().slice(0, 10)
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${today}T23:59:59Z`) })
    try {
      const patient = await createSignedInPatient(ctx.db)
      const eighteen = (days: number) => yearsAgo(18, days)
      expect((await ctx.gql(UPDATE_PATIENT, { input: { date_of_birth: eighteen(0) } }, patient.headers)).errors).toBeUndefined()
      expect(fieldErrors(await ctx.gql(UPDATE_PATIENT, { input: { date_of_birth: eighteen(1) } }, patient.headers))).toEqual([
        { name: 'date_of_birth', messages: ['age_restriction'] },
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it('reports every invalid field at once and changes nothing', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const response = await ctx.gql(UPDATE_PATIENT, { input: { first_name: 'Ok', phone: '1', country: 'zz' } }, patient.headers)
    const errors = fieldErrors(response) as { name: string }[]
    expect(errors.map((e) => e.name).sort()).toEqual(['country', 'phone'])
    const [row] = await ctx.db.select().from(t.users).where(eq(t.users.id, patient.user.id))
    expect(row?.firstName).toBe('Test')
  })
})

describe('updatePassword', () => {
  it('checks the current password, stores an argon2id hash and signs out only the other sessions', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const other = await startSession(ctx.db, TEST_AUTH_SECRET, patient.user.id)
    const response = await ctx.gql(
      UPDATE_PASSWORD,
      { input: { current_password: patient.password, password: 'Brand-New-Pass1' } },
      patient.headers,
    )
    expect(response.errors).toBeUndefined()
    expect(response.data).toEqual({ updatePassword: { message: 'password_updated' } })

    const [row] = await ctx.db.select().from(t.users).where(eq(t.users.id, patient.user.id))
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(row!.passwordHash, 'Brand-New-Pass1')).toBe(true)
    expect(await verifyPassword(row!.passwordHash, patient.password)).toBe(false)

    const sid = (token: string) => verifyToken(TEST_AUTH_SECRET, token, 'access')!.sid!
    expect(await activeSessionAccount(ctx.db, patient.user.id, sid(patient.token))).toMatchObject({
      blocked: false,
      role: 2,
      doctorId: null,
    })
    expect(await activeSessionAccount(ctx.db, patient.user.id, sid(other.token))).toBeNull()
    const otherMe = await ctx.gql(ME, {}, { authorization: `Bearer ${other.token}` })
    expect(otherMe.data).toEqual({ me: null })
  })

  it('a wrong current password is a field error and changes nothing', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const response = await ctx.gql(
      UPDATE_PASSWORD,
      { input: { current_password: 'Wrong-Pass-1', password: 'Brand-New-Pass1' } },
      patient.headers,
    )
    expect(fieldErrors(response)).toEqual([{ name: 'current_password', messages: ['current_password_invalid'] }])
    const [row] = await ctx.db.select().from(t.users).where(eq(t.users.id, patient.user.id))
    expect(await verifyPassword(row!.passwordHash, patient.password)).toBe(true)
  })

  it.each([['short1!A'.slice(0, 7)], ['alllowercase1!'], ['NoDigits-Here'], ['NoSymbol123']])(
    'weak password %s -> password_validation',
    async (password) => {
      const patient = await createSignedInPatient(ctx.db)
      const response = await ctx.gql(UPDATE_PASSWORD, { input: { current_password: patient.password, password } }, patient.headers)
      expect(fieldErrors(response)).toEqual([{ name: 'password', messages: ['password_validation'] }])
    },
  )

  it('an empty current password is required', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const response = await ctx.gql(UPDATE_PASSWORD, { input: { current_password: '', password: 'Brand-New-Pass1' } }, patient.headers)
    expect(fieldErrors(response)).toEqual([{ name: 'current_password', messages: ['required'] }])
  })
})

describe('updateSettings', () => {
  it('auth2fa cannot be switched on without a confirmed TOTP secret', async () => {
    const patient = await createSignedInPatient(ctx.db, { totpPendingSecret: 'pending' })
    const response = await ctx.gql(UPDATE_SETTINGS, { input: { settings: { auth2fa: true } } }, patient.headers)
    expect(fieldErrors(response)).toEqual([{ name: 'auth2fa', messages: ['two_factor_not_confirmed'] }])
    const [row] = await ctx.db.select().from(t.users).where(eq(t.users.id, patient.user.id))
    expect(row?.settings.auth2fa).toBe(false)
  })

  it('false switches 2FA off and forgets the secrets; activity_sync is kept separately', async () => {
    // turning 2FA off is confirmed with a code of the current secret (auth-reauth.test.ts)
    const secretKey = newTotpSecret()
    const patient = await createSignedInPatient(ctx.db, {
      totpSecret: encryptSecret(TEST_AUTH_SECRET, secretKey),
      totpPendingSecret: 'pending',
      settings: { auth2fa: true, activity_sync: true },
    })
    const response = await ctx.gql(
      UPDATE_SETTINGS,
      { input: { settings: { auth2fa: false }, otp: totpCodeFor(secretKey) } },
      patient.headers,
    )
    expect(response.data).toEqual({ updateSettings: { message: 'successfully_updated' } })
    const [row] = await ctx.db.select().from(t.users).where(eq(t.users.id, patient.user.id))
    expect(row).toMatchObject({ settings: { auth2fa: false, activity_sync: true }, totpSecret: null, totpPendingSecret: null })
  })

  it('true is accepted once the secret was confirmed, and activity_sync toggles', async () => {
    const patient = await createSignedInPatient(ctx.db, { totpSecret: 'confirmed', settings: { auth2fa: true, activity_sync: false } })
    const response = await ctx.gql(UPDATE_SETTINGS, { input: { settings: { auth2fa: true, activity_sync: true } } }, patient.headers)
    expect(response.errors).toBeUndefined()
    const me = await ctx.gql<{ me: { settings: unknown } }>(ME, {}, patient.headers)
    expect(me.data?.me.settings).toEqual({ auth2fa: true, activity_sync: true })
  })
})

describe('updateHealthInfo', () => {
  it('merges answers: absent keys stay, null clears, duplicates collapse', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const first = await ctx.gql(
      UPDATE_HEALTH,
      {
        input: {
          height: 172,
          heightUnit: 'cm',
          chronic_conditions: 1,
          chronic_conditions_options: ['asthma', 'diabetes', 'asthma'],
          chronic_conditions_other: 'Gout',
        },
      },
      patient.headers,
    )
    expect(first.errors).toBeUndefined()
    expect(first.data?.updateHealthInfo).toMatchObject({ height: 172, chronic_conditions_options: ['asthma', 'diabetes'] })

    const second = await ctx.gql(
      UPDATE_HEALTH,
      { input: { weight: 70, weightUnit: 'kg', chronic_conditions_other: null, smoke: 1, smoke_other: '1_pack_per_week' } },
      patient.headers,
    )
    expect(second.data?.updateHealthInfo).toEqual({
      height: 172,
      heightUnit: 'cm',
      weight: 70,
      weightUnit: 'kg',
      chronic_conditions: 1,
      chronic_conditions_options: ['asthma', 'diabetes'],
      chronic_conditions_other: null,
      smoke: 1,
      smoke_other: '1_pack_per_week',
      sleep: null,
    })
    const me = await ctx.gql<{ me: { health_info: unknown } }>(ME, {}, patient.headers)
    expect(me.data?.me.health_info).toMatchObject({ height: 172, smoke: 1, chronic_conditions_options: ['asthma', 'diabetes'] })
  })

  it.each([
    [{ heightUnit: 'm' }, 'heightUnit'],
    [{ chronic_conditions: 2 }, 'chronic_conditions'],
    [{ chronic_conditions_options: ['asthma', 'flu'] }, 'chronic_conditions_options'],
    [{ family_history_options: ['hypertension'] }, 'family_history_options'],
    [{ vaccination: 'yesterday' }, 'vaccination'],
    [{ smoke_other: 'a_lot' }, 'smoke_other'],
    [{ alcohol_other: 'never' }, 'alcohol_other'],
    [{ sleep: '12_hours' }, 'sleep'],
    [{ pregnant: 5 }, 'pregnant'],
  ])('%j is invalid_value on %s', async (input, field) => {
    const patient = await createSignedInPatient(ctx.db)
    const response = await ctx.gql(UPDATE_HEALTH, { input }, patient.headers)
    expect(fieldErrors(response)).toEqual([{ name: field, messages: ['invalid_value'] }])
  })

  it('regular cycle and pregnancy are for women only (gender 2); unknown gender may answer', async () => {
    const man = await createSignedInPatient(ctx.db, { gender: 1 })
    const refused = await ctx.gql(UPDATE_HEALTH, { input: { pregnant: 0, regular_cycle: 1, height: 180 } }, man.headers)
    expect(fieldErrors(refused)).toEqual([
      { name: 'regular_cycle', messages: ['invalid_value'] },
      { name: 'pregnant', messages: ['invalid_value'] },
    ])
    const [row] = await ctx.db.select().from(t.users).where(eq(t.users.id, man.user.id))
    expect(row?.healthInfo).toBeNull()
    // Clearing them is fine, and so is answering before a gender is set.
    expect((await ctx.gql(UPDATE_HEALTH, { input: { pregnant: null } }, man.headers)).errors).toBeUndefined()
    const unknown = await createSignedInPatient(ctx.db)
    expect((await ctx.gql(UPDATE_HEALTH, { input: { pregnant: 0 } }, unknown.headers)).errors).toBeUndefined()
  })

  it.each([
    [{ height: 9999, heightUnit: 'cm' }, 'height'],
    [{ height: -5, heightUnit: 'cm' }, 'height'],
    [{ height: 30, heightUnit: 'cm' }, 'height'],
    [{ height: 150, heightUnit: 'in' }, 'height'],
    [{ height: 0 }, 'height'],
    [{ weight: 5000 }, 'weight'],
    [{ weight: 700, weightUnit: 'kg' }, 'weight'],
    [{ weight: 1, weightUnit: 'lbs' }, 'weight'],
  ])('%j is out of range: number_range on %s, nothing saved', async (input, field) => {
    const patient = await createSignedInPatient(ctx.db)
    const response = await ctx.gql(UPDATE_HEALTH, { input: { ...input, smoke: 0 } }, patient.headers)
    expect(fieldErrors(response)).toEqual([{ name: field, messages: ['number_range'] }])
    const [row] = await ctx.db.select().from(t.users).where(eq(t.users.id, patient.user.id))
    expect(row?.healthInfo).toBeNull()
  })

  it('a number or a unit sent alone is checked against the saved half; an untouched old answer blocks nothing', async () => {
    const patient = await createSignedInPatient(ctx.db, { healthInfo: { height: 172, heightUnit: 'cm', weight: 3000, weightUnit: 'kg' } })
    const unitAlone = await ctx.gql(UPDATE_HEALTH, { input: { heightUnit: 'in' } }, patient.headers)
    expect(fieldErrors(unitAlone)).toEqual([{ name: 'height', messages: ['number_range'] }])
    const numberAlone = await ctx.gql(UPDATE_HEALTH, { input: { height: 30 } }, patient.headers)
    expect(fieldErrors(numberAlone)).toEqual([{ name: 'height', messages: ['number_range'] }])
    const other = await ctx.gql(UPDATE_HEALTH, { input: { smoke: 0, height: 68, heightUnit: 'in' } }, patient.headers)
    expect(other.errors).toBeUndefined()
    expect(other.data?.updateHealthInfo).toMatchObject({ height: 68, heightUnit: 'in', weight: 3000, smoke: 0 })
  })

  it("a number sent without a unit is saved with its language's default unit and checked in it (issue 26 #9)", async () => {
    const patient = await createSignedInPatient(ctx.db)
    const german = { ...patient.headers, locale: 'de' }
    const saved = await ctx.gql(UPDATE_HEALTH, { input: { height: 172, weight: 70, weightUnit: 'lbs' } }, german)
    expect(saved.errors).toBeUndefined()
    expect(saved.data?.updateHealthInfo).toMatchObject({ height: 172, heightUnit: 'cm', weight: 70, weightUnit: 'lbs' })
    // 30 would be inches; without a unit it is 30 cm, too short for anyone.
    expect(fieldErrors(await ctx.gql(UPDATE_HEALTH, { input: { height: 30, heightUnit: null } }, german))).toEqual([
      { name: 'height', messages: ['number_range'] },
    ])
  })

  it("a number sent without a unit takes the unit the web would preselect: the request's language with the region its Accept-Language prefers (issue 26 #9)", async () => {
    const patient = await createSignedInPatient(ctx.db)
    const american = { ...patient.headers, locale: 'en', 'accept-language': 'en-US,en;q=0.9,de;q=0.5' }
    const inUs = await ctx.gql(UPDATE_HEALTH, { input: { height: 68, weight: 150 } }, american)
    expect(inUs.errors).toBeUndefined()
    expect(inUs.data?.updateHealthInfo).toMatchObject({ height: 68, heightUnit: 'in', weight: 150, weightUnit: 'lbs' })
    // Another language's region does not count: a German page from an American browser is metric.
    const germanPage = await ctx.gql(
      UPDATE_HEALTH,
      { input: { height: 172, heightUnit: null, weight: 70, weightUnit: null } },
      { ...american, locale: 'de' },
    )
    expect(germanPage.data?.updateHealthInfo).toMatchObject({ height: 172, heightUnit: 'cm', weight: 70, weightUnit: 'kg' })
    const british = { ...patient.headers, locale: 'en', 'accept-language': 'en-GB' }
    const inUk = await ctx.gql(UPDATE_HEALTH, { input: { height: 180, heightUnit: null } }, british)
    expect(inUk.data?.updateHealthInfo).toMatchObject({ height: 180, heightUnit: 'cm' })
  })

  it('free text is limited to 500 characters', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const response = await ctx.gql(UPDATE_HEALTH, { input: { allergies_other: 'x'.repeat(501) } }, patient.headers)
    expect(fieldErrors(response)).toEqual([{ name: 'allergies_other', messages: ['string_max'] }])
  })
})

describe('ownership through GraphQL', () => {
  it('a second patient only ever reads and changes their own profile, settings and health data', async () => {
    const first = await createSignedInPatient(ctx.db, {
      firstName: 'Alice',
      healthInfo: { height: 160 },
      totpSecret: 'confirmed',
      settings: { auth2fa: true, activity_sync: false },
    })
    const second = await createSignedInPatient(ctx.db, { firstName: 'Bob' })

    const me = await ctx.gql<{ me: { id: string; first_name: string; health_info: unknown } }>(ME, {}, second.headers)
    expect(me.data?.me).toMatchObject({ id: String(second.user.id), first_name: 'Bob', health_info: null })

    // Inputs carry no user id: there is no way to address the first patient.
    await ctx.gql(UPDATE_PATIENT, { input: { first_name: 'Mallory' } }, second.headers)
    await ctx.gql(UPDATE_HEALTH, { input: { height: 199 } }, second.headers)
    await ctx.gql(UPDATE_SETTINGS, { input: { settings: { auth2fa: false } } }, second.headers)
    await ctx.gql(UPDATE_PASSWORD, { input: { current_password: second.password, password: 'Brand-New-Pass1' } }, second.headers)

    const [alice] = await ctx.db.select().from(t.users).where(eq(t.users.id, first.user.id))
    expect(alice).toMatchObject({ firstName: 'Alice', healthInfo: { height: 160 }, totpSecret: 'confirmed', settings: { auth2fa: true } })
    expect(await verifyPassword(alice!.passwordHash, first.password)).toBe(true)
    const aliceMe = await ctx.gql<{ me: { first_name: string } }>(ME, {}, first.headers)
    expect(aliceMe.data?.me.first_name).toBe('Alice')
  })
})
