import type { Database } from '../db/client';
import { LOCALES, type Locale } from '../db/schema';
import type { Env } from '../env';
import type { CaptchaVerifier } from '../adapters/captcha';
import { bearerToken, verifyToken } from '../auth/access-tokens';
import { isSessionActive } from '../auth/sessions';

export type GraphQLContext = {
  db: Database;
  env: Env;
  captcha: CaptchaVerifier;
  /** from the `locale` header; translated fields fall back to en */
  locale: Locale;
  /** from the `organization` header; null = all organisations */
  organizationId: number | null;
  /** the signed-in patient, from a valid access token of an active session */
  userId: number | null;
  /** the refresh-token family of that session (logout and password change revoke it) */
  sessionId: string | null;
  authSecret: string;
  clientIp: string | undefined;
};

export function parseLocale(value: string | null | undefined): Locale {
  return LOCALES.find((l) => l === value?.trim().toLowerCase()) ?? 'en';
}

/** 'all', empty or non-numeric values mean "no organisation filter" (spec part 2 §6). */
export function parseOrganizationHeader(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** The bearer's user and session, when the access token is valid and its session not revoked. */
export async function resolveSession(
  request: Request,
  db: Database,
  secret: string,
): Promise<{ userId: number; sessionId: string } | null> {
  const token = bearerToken(request);
  const claims = token ? verifyToken(secret, token, 'access') : null;
  if (!claims?.sid) return null;
  if (!(await isSessionActive(db, claims.sub, claims.sid))) return null;
  return { userId: claims.sub, sessionId: claims.sid };
}

export async function buildContext(
  request: Request,
  deps: { db: Database; env: Env; captcha: CaptchaVerifier; authSecret: string },
): Promise<GraphQLContext> {
  const session = await resolveSession(request, deps.db, deps.authSecret);
  return {
    ...deps,
    locale: parseLocale(request.headers.get('locale')),
    organizationId: parseOrganizationHeader(request.headers.get('organization')),
    userId: session?.userId ?? null,
    sessionId: session?.sessionId ?? null,
    clientIp: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined,
  };
}
