import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import type { User } from '../generated/resolvers-types';

/** Avatars are served by the file route (owner only); the web proxies it under the same path. */
export const fileUrl = (fileId: number) => `/aws-s3/file/${fileId}`;

export async function findUser(db: Database, id: number): Promise<User | null> {
  const [row] = await db.select().from(t.users).where(eq(t.users.id, id));
  if (!row) return null;
  const languages = row.languageCodes.length
    ? await db.select().from(t.languages).where(inArray(t.languages.code, row.languageCodes))
    : [];
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    gender: row.gender,
    date_of_birth: row.dateOfBirth,
    timezone: row.timezone,
    avatar: row.avatarFileId === null ? null : fileUrl(row.avatarFileId),
    address: row.address,
    city: row.city,
    country: row.country,
    lang: row.locale,
    created_at: row.createdAt,
    emailVerify: row.emailVerified,
    phoneVerify: row.phoneVerified,
    languages,
    health_info: row.healthInfo,
    // Subscriptions arrive with the billing issue; until then nobody has one.
    subscribe: null,
    settings: row.settings,
  };
}
