import type { Database } from '../db/client'
import type { Locale } from '../db/schema'
import { writeOutbox } from './outbox'

export type SmsMessage = { to: string; text: string; locale: Locale }

export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

/**
 * A generic HTTP SMS gateway: POST {to, text, locale} as JSON with a bearer token. Most providers
 * (or a small relay in front of them) accept this shape; a non-2xx answer is an error.
 */
export class HttpSmsSender implements SmsSender {
  readonly #url: string
  readonly #token: string | undefined
  readonly #timeoutMs: number

  constructor(url: string, token?: string, timeoutMs = 10_000) {
    this.#url = url
    this.#token = token
    this.#timeoutMs = timeoutMs
  }

  async send({ to, text, locale }: SmsMessage): Promise<void> {
    const response = await fetch(this.#url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.#token ? { authorization: `Bearer ${this.#token}` } : {}) },
      body: JSON.stringify({ to, text, locale }),
      signal: AbortSignal.timeout(this.#timeoutMs),
    })
    if (!response.ok) throw new Error(`sms provider answered ${response.status}`)
  }
}

/** What requests use: queues the text; the outbox worker delivers it when `deliver` (a provider is set). */
export class OutboxSmsSender implements SmsSender {
  readonly #db: Database
  readonly #deliver: boolean

  constructor(db: Database, deliver = false) {
    this.#db = db
    this.#deliver = deliver
  }

  async send({ to, text, locale }: SmsMessage): Promise<void> {
    await writeOutbox(this.#db, { channel: 'sms', recipient: to, subject: null, body: text, locale }, this.#deliver)
  }
}

type SmsEnv = { SMS_PROVIDER_URL?: string | undefined; SMS_PROVIDER_TOKEN?: string | undefined }

export function createSmsSender(env: SmsEnv, db: Database): SmsSender {
  return new OutboxSmsSender(db, Boolean(env.SMS_PROVIDER_URL))
}

/** The outbox worker's SMS transport: the HTTP provider when SMS_PROVIDER_URL is set. */
export function createSmsTransport(env: SmsEnv): HttpSmsSender | undefined {
  return env.SMS_PROVIDER_URL ? new HttpSmsSender(env.SMS_PROVIDER_URL, env.SMS_PROVIDER_TOKEN) : undefined
}
