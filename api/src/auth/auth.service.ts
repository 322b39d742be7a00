import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Mailer } from '../adapters/mail'
import type { SmsSender } from '../adapters/sms'
import type { FileStorage } from '../adapters/storage'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { parseLocale } from '../graphql/context'
import { emailCodeText, resetLinkText, smsCodeText } from '../shared/messages'
import { webLink } from '../shared/web-link'
import { consumeResetKey, issueCode, issueResetKey, isResetKeyLive, RESET_PURPOSE, type IssueResult } from './codes'
import { hashPassword } from './passwords'
import { revokeUserSessions } from './sessions'
import { encryptSecret, newTotpSecret, totpQrDataUrl } from './totp'

export type User = typeof t.users.$inferSelect

export async function findUserByEmail(db: Database, email: string): Promise<User | null> {
  const [user] = await db.select().from(t.users).where(eq(t.users.email, email))
  return user ?? null
}

export async function findUserById(db: Database, id: number): Promise<User | null> {
  const [user] = await db.select().from(t.users).where(eq(t.users.id, id))
  return user ?? null
}

/** A new patient's account (POST /auth/sign-up); null when someone registered the address between the check and the insert. */
export async function registerPatient(
  db: Database,
  input: { email: string; firstName: string; lastName: string; password: string; timezone: string | null; locale: string },
): Promise<User | null> {
  const { password, ...values } = input
  const passwordHash = await hashPassword(password)
  const [user] = await db
    .insert(t.users)
    .values({ ...values, passwordHash })
    .onConflictDoNothing({ target: t.users.email })
    .returning()
  return user ?? null
}

/** The e-mail code came back right: the address is proven. */
export async function markEmailVerified(db: Database, userId: number): Promise<void> {
  await db.update(t.users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(t.users.id, userId))
}

/** The SMS code came back right: the number is saved as proven. */
export async function markPhoneVerified(db: Database, userId: number, phone: string): Promise<void> {
  await db.update(t.users).set({ phone, phoneVerified: true, updatedAt: new Date() }).where(eq(t.users.id, userId))
}

/** A new TOTP secret, pending until POST /auth/otp/verify proves the authenticator app has it (enableTwoFactor). */
export async function startTwoFactorEnrolment(db: Database, authSecret: string, user: User): Promise<{ qr: string; secretKey: string }> {
  const secretKey = newTotpSecret()
  await db
    .update(t.users)
    .set({ totpPendingSecret: encryptSecret(authSecret, secretKey), updatedAt: new Date() })
    .where(eq(t.users.id, user.id))
  return { qr: await totpQrDataUrl(secretKey, user.email), secretKey }
}

/** The pending secret proved: it becomes the second factor, and sign-in asks for it. */
export async function enableTwoFactor(db: Database, user: User): Promise<void> {
  await db
    .update(t.users)
    .set({
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
      settings: { ...user.settings, auth2fa: true },
      updatedAt: new Date(),
    })
    .where(eq(t.users.id, user.id))
}

/**
 * A new password by a reset link (POST /auth/reset): the key is spent, the password set (reading the
 * e-mail proved the address), the account's other links closed and every session ended, all in one
 * transaction, so a failure half-way leaves the old password, the link and the sessions as they were.
 * Null for a key that is unknown, used or expired. A dead key is refused before hashing, and the hash
 * (tens of milliseconds) is made before the transaction: PGlite serves one transaction at a time.
 */
export async function resetPassword(db: Database, key: string, password: string): Promise<number | null> {
  if (!(await isResetKeyLive(db, key))) return null
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    // Spent only if still live: of two resets racing with one link, one wins.
    const userId = await consumeResetKey(tx, key)
    if (userId === null) return null
    await tx.update(t.users).set({ passwordHash, emailVerified: true, updatedAt: new Date() }).where(eq(t.users.id, userId))
    await closeResetKeys(tx, userId)
    await revokeUserSessions(tx, userId)
    return userId
  })
}

/** A new e-mail code (throttled), sent in the user's language. */
export async function sendEmailCode(db: Database, secret: string, mailer: Mailer, user: User): Promise<IssueResult> {
  const issued = await issueCode(db, secret, user.id, 'email', user.email)
  if (issued.ok) {
    const locale = parseLocale(user.locale)
    await mailer.send({ to: user.email, locale, ...emailCodeText(locale, issued.code) })
  }
  return issued
}

/** A new SMS code to `phone` (E.164), which is saved on the account, unverified until the code comes back. */
export async function sendPhoneCode(db: Database, secret: string, sms: SmsSender, user: User, phone: string): Promise<IssueResult> {
  const issued = await issueCode(db, secret, user.id, 'phone', phone)
  if (issued.ok) {
    await db.update(t.users).set({ phone, phoneVerified: false, updatedAt: new Date() }).where(eq(t.users.id, user.id))
    const locale = parseLocale(user.locale)
    await sms.send({ to: phone, locale, text: smsCodeText(locale, issued.code) })
  }
  return issued
}

export async function sendResetLink(db: Database, mailer: Mailer, webOrigin: string, user: User): Promise<void> {
  const key = await issueResetKey(db, user.id, user.email)
  const locale = parseLocale(user.locale)
  await mailer.send({ to: user.email, locale, ...resetLinkText(locale, webLink(webOrigin, locale, '/', { page: 'createPassword', key })) })
}

/** After a reset: other reset links die too, and reading the e-mail proved the address. */
export async function closeResetKeys(db: Database, userId: number): Promise<void> {
  await db
    .update(t.verificationCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(eq(t.verificationCodes.userId, userId), eq(t.verificationCodes.purpose, RESET_PURPOSE), isNull(t.verificationCodes.consumedAt)),
    )
}

/**
 * Deletes the account and the bytes of its files in the storage adapter. Foreign keys cascade to
 * sessions, codes, identities and file records; the outbox is keyed by address, so messages to
 * the account's e-mail and phone go explicitly.
 */
export async function deleteAccount(db: Database, storage: FileStorage, user: User): Promise<void> {
  const ownedKeys = async (conn: Pick<Database, 'select'>) =>
    (await conn.select({ key: t.storedFiles.storageKey }).from(t.storedFiles).where(eq(t.storedFiles.ownerId, user.id))).map((r) => r.key)
  // Bytes first, while the rows still name them: if the store fails, nothing is deleted and a retry
  // finds every key again (deleting a missing object is fine). Rows first would orphan the bytes.
  const before = await ownedKeys(db)
  for (const key of before) await storage.delete(key)
  const late = await db.transaction(async (tx) => {
    // Files uploaded while the bytes above were being deleted.
    const keys = (await ownedKeys(tx)).filter((key) => !before.includes(key))
    const recipients = [user.email, ...(user.phone ? [user.phone] : [])]
    await tx.delete(t.outboxMessages).where(inArray(t.outboxMessages.recipient, recipients))
    await tx.delete(t.users).where(eq(t.users.id, user.id))
    return keys
  })
  for (const key of late) await storage.delete(key)
}

/**
 * A Google/Apple identity's account: linked before, else the verified e-mail's account (taken over
 * from an unverified registrant, see above), else a new one.
 */
export async function findOrCreateOAuthUser(
  db: Database,
  identity: {
    provider: string
    subject: string
    email: string
    emailVerified: boolean
    firstName: string | null
    lastName: string | null
    locale: string
  },
): Promise<{ user: User; created: boolean } | null> {
  const [linked] = await db
    .select({ user: t.users })
    .from(t.userIdentities)
    .innerJoin(t.users, eq(t.users.id, t.userIdentities.userId))
    .where(and(eq(t.userIdentities.provider, identity.provider), eq(t.userIdentities.subject, identity.subject)))
  if (linked) return { user: linked.user, created: false }
  // Linking by e-mail is safe only when the provider vouches for the address.
  if (!identity.emailVerified) return null
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(t.users).where(eq(t.users.email, identity.email))
    // Social sign-in is the patients': it never opens a doctor's account.
    if (existing && existing.role !== t.ROLE.patient) return null
    let user = existing
    if (user && !user.emailVerified) {
      // Whoever registered this address first never proved it: the provider's owner takes the
      // account over, and the first registrant's password, second factor and sessions die with
      // it (ADR 0009). Keeping them would let a squatter sign in to the owner's account.
      ;[user] = await tx
        .update(t.users)
        .set({
          emailVerified: true,
          passwordHash: null,
          totpSecret: null,
          totpPendingSecret: null,
          settings: { ...user.settings, auth2fa: false },
          updatedAt: new Date(),
        })
        .where(eq(t.users.id, user.id))
        .returning()
      await tx
        .update(t.refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(t.refreshTokens.userId, existing!.id), isNull(t.refreshTokens.revokedAt)))
    }
    if (!user) {
      ;[user] = await tx
        .insert(t.users)
        .values({
          email: identity.email,
          firstName: identity.firstName,
          lastName: identity.lastName,
          emailVerified: true,
          locale: identity.locale,
        })
        .returning()
    }
    await tx.insert(t.userIdentities).values({ provider: identity.provider, subject: identity.subject, userId: user!.id })
    return { user: user!, created: !existing }
  })
}
