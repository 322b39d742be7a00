import type { Resolvers } from '../generated/resolvers-types';
import { findUser } from './users.service';

export const userResolvers: Resolvers = {
  Query: {
    // userId stays null until the auth issue fills in resolveUserId().
    me: (_, __, ctx) => (ctx.userId === null ? null : findUser(ctx.db, ctx.userId)),
  },
};
