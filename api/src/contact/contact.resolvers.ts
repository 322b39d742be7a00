import { GraphQLError } from 'graphql'
import type { Resolvers } from '../generated/resolvers-types'
import { storeContactRequest } from './contact.service'
import { contactRequestSchema } from '#contract/contact'
import { fieldErrorsError, validate } from '../shared/validation'
import { consume, LIMITS } from '../auth/rate-limit'
import { tooManyRequests } from '../shared/errors'

export const contactResolvers: Resolvers = {
  Mutation: {
    sendContactUsEmail: async (_, { input }, ctx) => {
      const { recaptchaToken, ...fields } = input
      // The web form's own rules (contract/contact.ts).
      const validation = validate(contactRequestSchema, fields)
      if (!validation.ok) {
        // The web maps 422 errors to { name, messages } per field (spec part 2 §7).
        throw fieldErrorsError(validation.errors)
      }
      const retryAfter = await consume(ctx.limiter, LIMITS.contactPerIp(ctx.clientIp))
      if (retryAfter !== null) throw tooManyRequests(ctx.locale, retryAfter)
      if (!(await ctx.captcha.verify(recaptchaToken ?? undefined, ctx.clientIp))) {
        throw new GraphQLError('captcha verification failed', { extensions: { code: 'CAPTCHA_FAILED' } })
      }
      await storeContactRequest(ctx.db, validation.value, ctx.locale)
      return { message: 'successfully_sent' }
    },
  },
}
