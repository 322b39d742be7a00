import { GraphQLError } from 'graphql'
import type { Resolvers } from '../generated/resolvers-types'
import { requireDoctor, requirePatient, type GraphQLContext } from '../graphql/context'
import { consume, LIMITS } from '../auth/rate-limit'
import { notFound, parseId, tooManyRequests } from '../shared/errors'
import { apiMessage } from '../shared/messages'
import type { Party } from '../appointments/appointments.service'
import { webLink } from '../shared/web-link'
import { openRoom } from './rooms.service'

/** The room's address: the web app's `/room` in the asker's language. */
export const roomBaseUrl = (ctx: GraphQLContext) => webLink(ctx.env.WEB_ORIGIN, ctx.locale, '/room')

async function open(ctx: GraphQLContext, party: Party, id: string) {
  const retryAfter = await consume(ctx.limiter, LIMITS.openRoomPerUser(party.userId))
  if (retryAfter !== null) throw tooManyRequests(ctx.locale, retryAfter)
  const opened = await openRoom({ db: ctx.db, secret: ctx.authSecret }, party, parseId(id, 'id'), new Date())
  if (opened.ok) return { redirect_url: roomBaseUrl(ctx), meetUrl: opened.meetUrl, ticket: opened.ticket }
  if (opened.refused === 'not_found') throw notFound(apiMessage('appointment_not_found', ctx.locale))
  throw new GraphQLError(apiMessage('room_not_open', ctx.locale), { extensions: { code: 'BAD_USER_INPUT', reason: 'room_not_open' } })
}

/** The video room's way in (issue 14): only the appointment's patient and doctor, only while the join control is active. */
export const roomResolvers: Resolvers = {
  Mutation: {
    OpenRoom: async (_, { input }, ctx) => open(ctx, { kind: 'patient', userId: await requirePatient(ctx) }, input.id),
    doctorOpenRoom: async (_, { id }, ctx) => open(ctx, { kind: 'doctor', ...(await requireDoctor(ctx)) }, id),
  },
}
