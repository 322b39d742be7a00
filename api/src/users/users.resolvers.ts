import type { Resolvers } from '../generated/resolvers-types';
import { requirePatient, type GraphQLContext } from '../graphql/context';
import { unauthenticated } from '../shared/errors';
import { fieldErrorsError, validate } from '../shared/validation';
import { healthAnswersSchema } from '../../../contract/health-answers';
import { findUser, updateHealthInfo, updatePassword, updatePatient, updateSettings } from './users.service';
import { UpdatePasswordSchema, UpdatePatientSchema } from './users.validation';

function valid<T>(result: { ok: true; value: T } | { ok: false; errors: { name: string; messages: string[] }[] }): T {
  if (!result.ok) throw fieldErrorsError(result.errors);
  return result.value;
}

async function signedInUser(ctx: GraphQLContext) {
  const user = await findUser(ctx.db, requirePatient(ctx));
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
      const userId = requirePatient(ctx);
      const outcome = await updatePatient(ctx.db, ctx.storage, userId, valid(validate(UpdatePatientSchema, input)));
      if (!outcome.ok) throw fieldErrorsError(outcome.errors);
      return signedInUser(ctx);
    },
    updatePassword: async (_, { input }, ctx) => {
      const userId = requirePatient(ctx);
      const outcome = await updatePassword(ctx.db, userId, ctx.sessionId, valid(validate(UpdatePasswordSchema, input)));
      if (!outcome.ok) throw fieldErrorsError(outcome.errors);
      return { message: 'password_updated' };
    },
    updateSettings: async (_, { input }, ctx) => {
      const outcome = await updateSettings(ctx.db, requirePatient(ctx), input.settings);
      if (!outcome.ok) throw fieldErrorsError(outcome.errors);
      return { message: 'successfully_updated' };
    },
    updateHealthInfo: async (_, { input }, ctx) => {
      const userId = requirePatient(ctx);
      return valid(await updateHealthInfo(ctx.db, userId, valid(validate(healthAnswersSchema, input))));
    },
  },
};
