import type { User } from '../auth/auth.service'

/** What `User` field resolvers receive (codegen `mappers` in codegen.ts): the users row. */
export type UserRow = User
