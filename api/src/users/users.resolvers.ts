import { findUserById, type User as Account } from '../auth/auth.service'
import { confirmIdentity, IdentityProofSchema } from '../auth/confirm-identity'
import type { LanguageRow } from '../catalog/catalog.mappers'
import type { Resolvers } from '../generated/resolvers-types'
import { requirePatient, type GraphQLContext } from '../graphql/context'
import { selects } from '../graphql/session-loader'
import { notFound, parseId, tooManyRequests, unauthenticated } from '../shared/errors'
import { apiMessage } from '../shared/messages'
import { discardUpload } from './files.service'
import { fieldErrorsError, valid, validate } from '../shared/validation'
import { healthAnswersSchema } from '#contract/health-answers'
import { fileUrl, updateHealthInfo, updatePassword, updatePatient, updateSettings } from './users.service'
import { UpdatePasswordSchema, UpdatePatientSchema } from './users.validation'

async function signedInUser(ctx: GraphQLContext) {
  const user = await findUserById(ctx.db, await requirePatient(ctx))
  // A deleted account with a still-signed token: treat as signed out.
  if (!user) throw unauthenticated()
  return user
}

/**
 * Re-authentication for a sensitive change (ADR 0010) when `needed(account)` says so: throws the
 * field error on `current_password`/`otp`, or 429 while the account backs off.
 */
async function confirmIf(
  ctx: GraphQLContext,
  userId: number,
  proof: { current_password?: string | null; otp?: string | null },
  needed: (account: Account) => boolean,
  options: { require?: 'password' } = {},
): Promise<void> {
  const account = await findUserById(ctx.db, userId)
  if (!account) throw unauthenticated()
  if (!needed(account)) return
  const typed = valid(validate(IdentityProofSchema, { current_password: proof.current_password, otp: proof.otp }))
  const { sessionId } = await ctx.viewer()
  const result = await confirmIdentity({ db: ctx.db, limiter: ctx.limiter, authSecret: ctx.authSecret }, account, sessionId, typed, options)
  if (result.ok) return
  throw 'retryAfter' in result ? tooManyRequests(ctx.locale, result.retryAfter) : fieldErrorsError(result.errors)
}

export const userResolvers: Resolvers = {
  Query: {
    // The account's row comes with the session's one statement, and so do the subscription and the
    // unread count when the query shows them (the header of every signed-in page does).
    me: async (_, __, ctx, info) => {
      ctx.session.want({ subscription: selects(info, 'subscribe'), unread: selects(info, 'unread_notifications') })
      const { userId } = await ctx.viewer()
      return userId === null ? null : ((await ctx.session.session())?.user ?? null)
    },
  },
  Mutation: {
    discardUpload: async (_, { id }, ctx) => {
      const ownerId = await requirePatient(ctx)
      if (!(await discardUpload(ctx.db, ctx.storage, ownerId, parseId(id, 'id')))) throw notFound(apiMessage('file_not_found', ctx.locale))
      return { message: 'file_deleted' }
    },
    updatePatient: async (_, { input }, ctx) => {
      const userId = await requirePatient(ctx)
      const changes = valid(validate(UpdatePatientSchema, input))
      // A verified phone is an identity: replacing it is a sensitive change; a first number is not.
      await confirmIf(
        ctx,
        userId,
        input,
        (account) => account.phoneVerified && changes.phone !== undefined && changes.phone !== account.phone,
      )
      const outcome = await updatePatient(ctx.db, ctx.storage, userId, changes)
      if (!outcome.ok) throw fieldErrorsError(outcome.errors)
      return signedInUser(ctx)
    },
    updatePassword: async (_, { input }, ctx) => {
      const userId = await requirePatient(ctx)
      const { password } = valid(validate(UpdatePasswordSchema, input))
      await confirmIf(ctx, userId, input, () => true, { require: 'password' })
      await updatePassword(ctx.db, userId, (await ctx.viewer()).sessionId, password)
      return { message: 'password_updated' }
    },
    updateSettings: async (_, { input }, ctx) => {
      const userId = await requirePatient(ctx)
      await confirmIf(ctx, userId, input, (account) => input.settings.auth2fa === false && account.settings.auth2fa)
      const outcome = await updateSettings(ctx.db, userId, input.settings)
      if (!outcome.ok) throw fieldErrorsError(outcome.errors)
      return { message: 'successfully_updated' }
    },
    updateHealthInfo: async (_, { input }, ctx) => {
      const userId = await requirePatient(ctx)
      return valid(await updateHealthInfo(ctx.db, userId, valid(validate(healthAnswersSchema, input)), ctx.regionalLocale))
    },
  },

  // The parent is the users row (users.mappers.ts); languages load through the request's DataLoader.
  User: {
    first_name: (user) => user.firstName,
    last_name: (user) => user.lastName,
    date_of_birth: (user) => user.dateOfBirth,
    avatar: (user) => (user.avatarFileId === null ? null : fileUrl(user.avatarFileId)),
    lang: (user) => user.locale,
    created_at: (user) => user.createdAt,
    emailVerify: (user) => user.emailVerified,
    phoneVerify: (user) => user.phoneVerified,
    languages: async (user, _, ctx) => {
      const rows = await Promise.all([...new Set(user.languageCodes)].map((code) => ctx.loaders.languageByCode.load(code)))
      return rows.filter((row): row is LanguageRow => row !== null).sort((a, b) => a.id - b.id)
    },
    health_info: (user) => user.healthInfo,
    // `subscribe` is answered by api/src/payments/payments.resolvers.ts.
  },
}
