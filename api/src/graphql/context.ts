import type { Database } from '../db/client';
import { LOCALES, type Locale } from '../db/schema';
import type { Env } from '../env';
import type { CaptchaVerifier } from '../adapters/captcha';
import type { FileStorage } from '../adapters/storage';
import { bearerToken, verifyToken } from '../auth/access-tokens';
import { activeSessionAccount } from '../auth/sessions';
import { accountBlocked, unauthenticated } from '../shared/errors';
import { createLoaders, type Loaders } from './loaders';

export type GraphQLContext = {
  db: Database;
  env: Env;
  captcha: CaptchaVerifier;
  /** uploaded files' bytes (the stored_files table says whose they are) */
  storage: FileStorage;
  /** from the `locale` header; translated fields fall back to en */
  locale: Locale;
  /** from the `organization` header; null = all organisations */
  organizationId: number | null;
  /** the signed-in patient, from a valid access token of an active session; null for a blocked account */
  userId: number | null;
  /** a valid session of a blocked account: `me` is null and patient-only fields answer FORBIDDEN */
  accountBlocked: boolean;
  /** the refresh-token family of that session (logout and password change revoke it) */
  sessionId: string | null;
  authSecret: string;
  clientIp: string | undefined;
  /** per-request DataLoaders for field resolvers (batched relations, no N+1) */
  loaders: Loaders;
};

export function parseLocale(value: string | null | undefined): Locale {
  return LOCALES.find((l) => l === value?.trim().toLowerCase()) ?? 'en';
}

/** 'all', empty or non-numeric values mean "no organisation filter" (spec part 2 §6). */
export function parseOrganizationHeader(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

export type BearerSession = { userId: number; sessionId: string; blocked: boolean };

/** The bearer's user and session, when the access token is valid and its session not revoked. */
export async function resolveSession(request: Request, db: Database, secret: string): Promise<BearerSession | null> {
  const token = bearerToken(request);
  const claims = token ? verifyToken(secret, token, 'access') : null;
  if (!claims?.sid) return null;
  const account = await activeSessionAccount(db, claims.sub, claims.sid);
  return account ? { userId: claims.sub, sessionId: claims.sid, blocked: account.blocked } : null;
}

/**
 * The signed-in patient's id for patient-only fields: the one home of the GraphQL sign-in and
 * blocked-account checks (REST has its own in `restPatient`). Never take a user id from the input.
 */
export function requirePatient(ctx: GraphQLContext): number {
  if (ctx.accountBlocked) throw accountBlocked(ctx.locale);
  if (ctx.userId === null) throw unauthenticated();
  return ctx.userId;
}

export async function buildContext(
  request: Request,
  deps: { db: Database; env: Env; captcha: CaptchaVerifier; authSecret: string; storage: FileStorage },
): Promise<GraphQLContext> {
  const session = await resolveSession(request, deps.db, deps.authSecret);
  // A blocked account counts as signed out (`me` is null), but is told why it may not act.
  const active = session && !session.blocked ? session : null;
  return {
    ...deps,
    locale: parseLocale(request.headers.get('locale')),
    organizationId: parseOrganizationHeader(request.headers.get('organization')),
    userId: active?.userId ?? null,
    sessionId: active?.sessionId ?? null,
    accountBlocked: session?.blocked ?? false,
    clientIp: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined,
    loaders: createLoaders(deps.db),
  };
}
