import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import type { User } from '../generated/resolvers-types';

export async function findUser(db: Database, id: number): Promise<User | null> {
  const [row] = await db.select().from(t.users).where(eq(t.users.id, id));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    gender: row.gender,
    date_of_birth: row.dateOfBirth,
    timezone: row.timezone,
    avatar: row.avatar,
    address: row.address,
    city: row.city,
    country: row.country,
    created_at: row.createdAt,
    emailVerify: row.emailVerified,
    phoneVerify: row.phoneVerified,
  };
}
