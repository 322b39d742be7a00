/**
 * The Drizzle schema, one file per domain (as in api/src/<domain>); services import it from here.
 * drizzle-kit reads this file (api/drizzle.config.ts), so a new domain file must be re-exported.
 */
export * from './locales'
export * from './catalog'
export * from './doctors'
export * from './subscriptions'
export * from './contact'
export * from './users'
export * from './auth'
export * from './files'
export * from './outbox'
export * from './appointments'
export * from './payments'
export * from './notifications'
export * from './rooms'
export * from './analyses'
