import type { Resolvers } from '../generated/resolvers-types';
import type { GraphQLContext } from '../graphql/context';
import { unauthenticated } from '../shared/errors';
import { fieldErrorsError, validate } from '../shared/validation';
import { HealthInfoSchema } from './health-info';
import { findUser, updateHealthInfo, updatePassword, updatePatient, updateSettings } from './users.service';
import { UpdatePasswordSchema, UpdatePatientSchema } from './users.validation';

/** The signed-in patient's id; every account field acts on this id only, never on one from the input. */
function patientId(ctx: GraphQLContext): number {
  if (ctx.userId === null) throw unauthenticated();
  return ctx.userId;
}

function valid<T>(result: { ok: true; value: T } | { ok: false; errors: { name: string; messages: string[] }[] }): T {
  if (!result.ok) throw fieldErrorsError(result.errors);
  return result.value;
}

async function signedInUser(ctx: GraphQLContext) {
  const user = await findUser(ctx.db, patientId(ctx));
  // A deleted account with a still-signed token: treat as signed out.
  if (!user) throw unauthenticated();
  return user;
}

export const userResolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => (ctx.userId === null ? null : findUser(ctx.db, ctx.userId)),
  },
  Mutation: {
    updatePatient: async (_, { input }, ctx) => {
      const userId = patientId(ctx);
      const outcome = await updatePatient(ctx.db, userId, valid(validate(UpdatePatientSchema, input)));
      if (!outcome.ok) throw fieldErrorsError(outcome.errors);
      return signedInUser(ctx);
    },
    updatePassword: async (_, { input }, ctx) => {
      const userId = patientId(ctx);
      const outcome = await updatePassword(ctx.db, userId, ctx.sessionId, valid(validate(UpdatePasswordSchema, input)));
      if (!outcome.ok) throw fieldErrorsError(outcome.errors);
      return { message: 'password_updated' };
    },
    updateSettings: async (_, { input }, ctx) => {
      const outcome = await updateSettings(ctx.db, patientId(ctx), input.settings);
      if (!outcome.ok) throw fieldErrorsError(outcome.errors);
      return { message: 'successfully_updated' };
    },
    updateHealthInfo: (_, { input }, ctx) => {
      const userId = patientId(ctx);
      return updateHealthInfo(ctx.db, userId, valid(validate(HealthInfoSchema, input)));
    },
  },
};
