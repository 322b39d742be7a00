import { createTransport, type Transporter } from 'nodemailer'
import type { Database } from '../db/client'
import type { Locale } from '../db/schema'
import { writeOutbox } from './outbox'

export type MailMessage = { to: string; subject: string; text: string; locale: Locale }

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

/** SMTP through nodemailer; `url` is e.g. smtp://user:pass@host:587 or smtps://… for implicit TLS. */
export class SmtpMailer implements Mailer {
  readonly #transport: Transporter
  readonly #from: string

  constructor(url: string, from: string) {
    this.#transport = createTransport(url)
    this.#from = from
  }

  async send({ to, subject, text, locale }: MailMessage): Promise<void> {
    await this.#transport.sendMail({ from: this.#from, to, subject, text, headers: { 'Content-Language': locale } })
  }
}

/** What requests use: queues the message; the outbox worker delivers it when `deliver` (SMTP is set). */
export class OutboxMailer implements Mailer {
  readonly #db: Database
  readonly #deliver: boolean

  constructor(db: Database, deliver = false) {
    this.#db = db
    this.#deliver = deliver
  }

  async send({ to, subject, text, locale }: MailMessage): Promise<void> {
    await writeOutbox(this.#db, { channel: 'email', recipient: to, subject, body: text, locale }, this.#deliver)
  }
}

type MailEnv = { SMTP_URL?: string | undefined; MAIL_FROM: string }

export function createMailer(env: MailEnv, db: Database): Mailer {
  return new OutboxMailer(db, Boolean(env.SMTP_URL))
}

/** The outbox worker's e-mail transport: SMTP when SMTP_URL is set. */
export function createMailTransport(env: MailEnv): SmtpMailer | undefined {
  return env.SMTP_URL ? new SmtpMailer(env.SMTP_URL, env.MAIL_FROM) : undefined
}
