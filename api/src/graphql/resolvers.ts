import { mergeResolvers } from '@graphql-tools/merge'
import { GraphQLScalarType, Kind } from 'graphql'
import { appointmentResolvers } from '../appointments/appointments.resolvers'
import { catalogResolvers } from '../catalog/catalog.resolvers'
import { contactResolvers } from '../contact/contact.resolvers'
import { doctorResolvers } from '../doctors/doctors.resolvers'
import type { Resolvers } from '../generated/resolvers-types'
import type { GraphQLContext } from './context'
import { subscriptionResolvers } from '../subscriptions/subscriptions.resolvers'
import { userResolvers } from '../users/users.resolvers'
import { paymentResolvers } from '../payments/payments.resolvers'
import { notificationResolvers } from '../notifications/notifications.resolvers'
import { roomResolvers } from '../rooms/rooms.resolvers'
import { entitlementResolvers } from '../entitlements/entitlements.resolvers'
import { documentResolvers } from '../documents/documents.resolvers'
import { analysisResolvers } from '../analysis/analysis.resolvers'

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'ISO-8601 date-time string',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => String(value),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : null),
})

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'arbitrary JSON value',
  serialize: (value) => value,
  parseValue: (value) => value,
})

export const domainResolvers: Resolvers[] = [
  appointmentResolvers,
  catalogResolvers,
  doctorResolvers,
  subscriptionResolvers,
  userResolvers,
  contactResolvers,
  paymentResolvers,
  notificationResolvers,
  roomResolvers,
  entitlementResolvers,
  documentResolvers,
  analysisResolvers,
]

/**
 * One resolver map from every domain's: a deep merge, so type field resolvers (`Doctor.specialties`)
 * survive beside `Query` and `Mutation` whichever domain declares them.
 */
export function combineResolvers(domains: Resolvers[]): Resolvers {
  return mergeResolvers<unknown, GraphQLContext>([{ DateTime, JSON: JSONScalar }, ...domains])
}

export const resolvers = combineResolvers(domainResolvers)
