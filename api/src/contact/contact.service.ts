import type { Database } from '../db/client'
import * as t from '../db/schema'
import type { Locale } from '../db/schema'
import type { ContactRequestInput } from '#contract/contact'

export async function storeContactRequest(db: Database, request: ContactRequestInput, locale: Locale) {
  const [row] = await db
    .insert(t.contactRequests)
    .values({
      firstName: request.first_name,
      lastName: request.last_name,
      phoneNumber: request.phone_number,
      email: request.email,
      description: request.description,
      locale,
    })
    .returning({ id: t.contactRequests.id })
  return row
}
