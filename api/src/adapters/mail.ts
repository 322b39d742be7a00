import { createTransport, type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import type { Locale } from '../db/schema';
import { writeOutbox } from './outbox';

export type MailMessage = { to: string; subject: string; text: string; locale: Locale };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer; `url` is e.g. smtp://user:pass@host:587 or smtps://… for implicit TLS. */
export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(url: string, from: string) {
    this.#transport = createTransport(url);
    this.#from = from;
  }

  async send({ to, subject, text, locale }: MailMessage): Promise<void> {
    await this.#transport.sendMail({ from: this.#from, to, subject, text, headers: { 'Content-Language': locale } });
  }
}

export class OutboxMailer implements Mailer {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async send({ to, subject, text, locale }: MailMessage): Promise<void> {
    await writeOutbox(this.#db, { channel: 'email', recipient: to, subject, body: text, locale });
  }
}

export function createMailer(env: { SMTP_URL?: string | undefined; MAIL_FROM: string }, db: Database): Mailer {
  return env.SMTP_URL ? new SmtpMailer(env.SMTP_URL, env.MAIL_FROM) : new OutboxMailer(db);
}
