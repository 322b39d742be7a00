import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../src/app'
import { paymentProcessorKind, readEnv } from '../src/env'
import { createPaymentProcessor } from '../src/payments/create-processor'
import { createSignedInPatient, setupTestApi, TEST_AUTH_SECRET, TEST_INTERNAL_SECRET, testEnv, type TestApi } from './helpers'

/**
 * The card processor is its own setting (issue 25, ADR 0040): `npm start` runs the API in production
 * mode with PAYMENT_PROCESSOR=test, so the demo takes test cards while the API answers as production
 * does (no GraphiQL, introspection, suggestions, SQL or stacks).
 */

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }
const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: TEST_AUTH_SECRET, API_INTERNAL_SECRET: TEST_INTERNAL_SECRET }

describe('PAYMENT_PROCESSOR', () => {
  it('defaults to Stripe with its keys, else the test processor outside production and none in production', () => {
    expect(paymentProcessorKind(readEnv({ ...STRIPE }))).toBe('stripe')
    expect(paymentProcessorKind(readEnv({ ...PRODUCTION, ...STRIPE }))).toBe('stripe')
    expect(paymentProcessorKind(readEnv({}))).toBe('test')
    expect(paymentProcessorKind(readEnv({ NODE_ENV: 'test' }))).toBe('test')
    expect(paymentProcessorKind(readEnv({ ...PRODUCTION }))).toBe('none')
    // An empty value is unset, as in a .env file.
    expect(paymentProcessorKind(readEnv({ ...PRODUCTION, PAYMENT_PROCESSOR: '' }))).toBe('none')
  })

  it('runs the test processor in production only when named, and names it even with Stripe keys set', () => {
    expect(paymentProcessorKind(readEnv({ ...PRODUCTION, PAYMENT_PROCESSOR: 'test' }))).toBe('test')
    expect(paymentProcessorKind(readEnv({ ...PRODUCTION, ...STRIPE, PAYMENT_PROCESSOR: 'test' }))).toBe('test')
  })

  it('refuses stripe without its three keys, and any other value', () => {
    expect(() => readEnv({ PAYMENT_PROCESSOR: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /PAYMENT_PROCESSOR: stripe needs STRIPE_SECRET_KEY/,
    )
    expect(() => readEnv({ PAYMENT_PROCESSOR: 'local' })).toThrow(/PAYMENT_PROCESSOR: must be stripe or test/)
    expect(paymentProcessorKind(readEnv({ PAYMENT_PROCESSOR: 'stripe', ...STRIPE }))).toBe('stripe')
  })
})

describe('production mode with the test processor (npm start)', () => {
  let ctx: TestApi
  let api: ReturnType<typeof createApi>
  const env = testEnv({ ...PRODUCTION, PAYMENT_PROCESSOR: 'test' })

  beforeAll(async () => {
    ctx = await setupTestApi()
    api = createApi({ db: ctx.db, env, storage: ctx.storage, paymentProcessor: createPaymentProcessor(env, ctx.db) })
  })
  afterAll(() => ctx.close())

  const gql = (query: string, headers: Record<string, string> = {}) => ctx.gql(query, {}, headers, api)

  it('takes test cards and says so to the web', async () => {
    expect((await gql('{ paymentConfig { processor publishable_key } }')).data).toEqual({
      paymentConfig: { processor: 'local', publishable_key: null },
    })
  })

  it('refuses introspection, suggests no field names and serves no GraphiQL', async () => {
    const introspection = await gql('{ __schema { types { name } } }')
    expect(introspection.data).toBeUndefined()
    expect(JSON.stringify(introspection.errors)).toMatch(/introspection/i)

    const misspelt = await gql('{ paymentConfi { processor } }')
    expect(misspelt.errors?.length).toBeGreaterThan(0)
    expect(JSON.stringify(misspelt.errors)).not.toMatch(/did you mean/i)

    const page = await api.fetch(new Request('http://api/graphql', { headers: { accept: 'text/html' } }))
    expect(await page.text()).not.toMatch(/graphiql/i)
  })

  it('answers a failing query without its SQL, parameters or stack', async () => {
    const patient = await createSignedInPatient(ctx.db)
    // A real database error: the saved cards' table is gone from this file's own database.
    await ctx.db.execute(sql`alter table payment_sources rename to payment_sources_gone`)
    try {
      const failed = await gql('{ getSource { id source } }', patient.headers)
      expect(failed.errors).toHaveLength(1)
      const answer = JSON.stringify(failed)
      for (const leak of [/payment_sources/, /select /i, /params/i, /stack/i, /\.ts:\d+/]) expect(answer).not.toMatch(leak)
    } finally {
      await ctx.db.execute(sql`alter table payment_sources_gone rename to payment_sources`)
    }
  })
})
