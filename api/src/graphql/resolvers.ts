import { GraphQLScalarType, Kind } from 'graphql';
import { catalogResolvers } from '../catalog/catalog.resolvers';
import { contactResolvers } from '../contact/contact.resolvers';
import { doctorResolvers } from '../doctors/doctors.resolvers';
import type { Resolvers } from '../generated/resolvers-types';
import { subscriptionResolvers } from '../subscriptions/subscriptions.resolvers';
import { userResolvers } from '../users/users.resolvers';

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'ISO-8601 date-time string',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => String(value),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : null),
});

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'arbitrary JSON value',
  serialize: (value) => value,
  parseValue: (value) => value,
});

const domains: Resolvers[] = [catalogResolvers, doctorResolvers, subscriptionResolvers, userResolvers, contactResolvers];

/** One resolver map; each domain owns disjoint fields, so a shallow merge per type is enough. */
export const resolvers: Resolvers = {
  DateTime,
  JSON: JSONScalar,
  Query: Object.assign({}, ...domains.map((d) => d.Query ?? {})),
  Mutation: Object.assign({}, ...domains.map((d) => d.Mutation ?? {})),
};
