import type { APIRequestContext } from '@playwright/test'
import { API_URL, expect } from './fixtures'

/** The API's dev mailbox (the local e-mail and SMS outbox, mounted for tests): what a patient received. */

export interface MailboxMessage {
  id: number
  recipient: string
  subject: string | null
  body: string
}

/** Every message to `to` (e-mail or E.164 phone), newest first. */
export async function messagesTo(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  const response = await request.get(`${API_URL}/dev/mailbox?to=${encodeURIComponent(to)}`)
  const body: { data: { messages: MailboxMessage[] } } = await response.json()
  return body.data.messages
}

/** The newest message to `to` newer than `after` (a message id), polled until it arrives. */
export async function nextMessage(request: APIRequestContext, to: string, after = 0): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined
  await expect
    .poll(async () => Boolean((found = (await messagesTo(request, to)).find((message) => message.id > after))), {
      message: `a message to ${to}`,
      timeout: 10_000,
    })
    .toBe(true)
  return found!
}

/** The six-digit code in a message. */
export const codeIn = (message: MailboxMessage): string => /\b(\d{6})\b/.exec(message.body)?.[1] ?? ''
