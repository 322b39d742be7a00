import type { Database } from '../db/client';
import { LOCALES, type Locale } from '../db/schema';
import type { Env } from '../env';
import type { CaptchaVerifier } from '../adapters/captcha';

export type GraphQLContext = {
  db: Database;
  env: Env;
  captcha: CaptchaVerifier;
  /** from the `locale` header; translated fields fall back to en */
  locale: Locale;
  /** from the `organization` header; null = all organisations */
  organizationId: number | null;
  /** the signed-in patient; always null until auth lands */
  userId: number | null;
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

/**
 * Seam for authentication: a later issue verifies the `authorization: Bearer` token here.
 * Until then every request is anonymous, so `me` resolves to null.
 */
export async function resolveUserId(_request: Request): Promise<number | null> {
  return null;
}

export async function buildContext(
  request: Request,
  deps: { db: Database; env: Env; captcha: CaptchaVerifier },
): Promise<GraphQLContext> {
  return {
    ...deps,
    locale: parseLocale(request.headers.get('locale')),
    organizationId: parseOrganizationHeader(request.headers.get('organization')),
    userId: await resolveUserId(request),
    clientIp: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined,
  };
}
