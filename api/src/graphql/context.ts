import type { Database } from '../db/client'
import { ROLE, type Locale } from '../db/schema'
import type { Env } from '../env'
import type { Translator } from '../adapters/ai'
import type { ValueExplainer } from '../analysis/ai-questions'
import type { CaptchaVerifier } from '../adapters/captcha'
import type { FileStorage } from '../adapters/storage'
import type { RateLimiter } from '../auth/rate-limit'
import { bearerToken, verifyToken } from '../auth/access-tokens'
import { activeSessionAccount } from '../auth/sessions'
import { accountBlocked, forbidden, parseId, unauthenticated } from '../shared/errors'
import { parseLocale } from '../shared/i18n'
import { createLoaders, type Loaders } from './loaders'
import { createSessionLoader, type BearerSession, type SessionLoader } from './session-loader'
import type { PublicReads } from './public-reads'
import type { PaymentDeps } from '../payments/payment-types'
import type { NotificationDeps } from '../notifications/notifications.service'
import { acceptLanguageTags, regionalTag } from '#contract/regional-locale'

export type GraphQLContext = {
  db: Database
  env: Env
  captcha: CaptchaVerifier
  /** message translation (an AI model); null when not configured */
  translator: Translator | null
  /** questions about a lab value answered by an AI model (ADR 0072); null: the knowledge base only */
  valueExplainer: ValueExplainer | null
  /** the shared rate limiter: per-client limits (the contact form) and re-authentication back-off */
  limiter: RateLimiter
  /** uploaded files' bytes (the stored_files table says whose they are) */
  storage: FileStorage
  /** from the `locale` header; translated fields fall back to en */
  locale: Locale
  /**
   * `locale` with the region the request's Accept-Language prefers for it (`en-US`), as the web's
   * questionnaire reads it from the browser (contract/regional-locale.ts): what a unit defaults by.
   */
  regionalLocale: string
  /** from the `organization` header; null = all organisations */
  organizationId: number | null
  /**
   * Who is asking, from the bearer token, looked up on first use: a request that reads only the
   * public catalogue never touches the session (nor the database, when the catalogue is cached).
   */
  viewer: () => Promise<Viewer>
  /**
   * The request's session lookup, which also reads the account's row and what a signed-in page shows
   * of it (subscription, unread count) in the same statement when asked in time (session-loader.ts).
   */
  session: SessionLoader
  authSecret: string
  /** the client's address, resolved once per request by clientIpMiddleware (ADR 0008) */
  clientIp: string
  /** per-request DataLoaders for field resolvers (batched relations, no N+1) */
  loaders: Loaders
  /** the public catalogue's reads, shared by every request through the catalog cache (ADR 0021) */
  reads: PublicReads
  /** the card processor and its clock; null in production without Stripe keys (ADR 0033) */
  payments: PaymentDeps | null
  /** notifications and the bus that announces them live (issue 14) */
  notifications: NotificationDeps
}

export type Viewer = {
  /**
   * the signed-in patient, from a valid access token of an active session; null for a blocked
   * account and for a doctor's account (patient-only fields treat a doctor as signed out)
   */
  userId: number | null
  /** a doctor's account (role 3) and the doctor it acts for; null otherwise */
  doctor: { userId: number; doctorId: number } | null
  /** the refresh-token family of that session (logout and password change revoke it) */
  sessionId: string | null
  /** a valid session of a blocked account: `me` is null and patient-only fields answer FORBIDDEN */
  accountBlocked: boolean
}

// Lives with the translation helpers (shared/i18n.ts imported it from here: a cycle through the loaders).
export { parseLocale }

/**
 * 'all', empty or non-numeric values mean "no organisation filter" (spec part 2 §6); a number is an
 * id, range-checked by parseId (BAD_USER_INPUT beyond the integer range, not a database error).
 */
export function parseOrganizationHeader(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null
  return parseId(value, 'organization header')
}

export type { BearerSession }

/** The bearer's user and session, when the access token is valid and its session not revoked. */
export async function resolveSession(request: Request, db: Database, secret: string): Promise<BearerSession | null> {
  const token = bearerToken(request)
  const claims = token ? verifyToken(secret, token, 'access') : null
  if (!claims?.sid) return null
  const account = await activeSessionAccount(db, claims.sub, claims.sid)
  return account ? { userId: claims.sub, sessionId: claims.sid, ...account } : null
}

/**
 * The signed-in patient's id for patient-only fields: the one home of the GraphQL sign-in and
 * blocked-account checks (REST has its own in `restPatient`). Never take a user id from the input.
 */
export async function requirePatient(ctx: GraphQLContext): Promise<number> {
  const viewer = await ctx.viewer()
  if (viewer.accountBlocked) throw accountBlocked(ctx.locale)
  if (viewer.userId === null) throw unauthenticated()
  return viewer.userId
}

/**
 * The signed-in doctor's account and doctor for doctor-only fields (issue 12): the one home of that
 * check. Which appointments are theirs is the service's business.
 */
export async function requireDoctor(ctx: GraphQLContext): Promise<{ userId: number; doctorId: number }> {
  const viewer = await ctx.viewer()
  if (viewer.accountBlocked) throw accountBlocked(ctx.locale)
  if (!viewer.doctor) throw viewer.userId === null ? unauthenticated() : forbidden(ctx.locale)
  return viewer.doctor
}

/** Any signed-in account, a patient's or a doctor's: for what both sides have (notifications). */
export async function requireAccount(ctx: GraphQLContext): Promise<number> {
  const viewer = await ctx.viewer()
  if (viewer.accountBlocked) throw accountBlocked(ctx.locale)
  const userId = viewer.userId ?? viewer.doctor?.userId ?? null
  if (userId === null) throw unauthenticated()
  return userId
}

export function buildContext(
  request: Request,
  deps: {
    db: Database
    env: Env
    captcha: CaptchaVerifier
    translator: Translator | null
    valueExplainer?: ValueExplainer | null
    limiter: RateLimiter
    authSecret: string
    storage: FileStorage
    clientIp: string
    reads: PublicReads
    payments: PaymentDeps | null
    notifications: NotificationDeps
  },
): GraphQLContext {
  // One HTTP request may carry several operations (a batch, issue 28): they share the request's
  // session lookup and loaders, as one operation's fields do.
  const shared = perRequest.get(request) ?? {
    viewer: undefined,
    session: createSessionLoader(request, deps.db, deps.authSecret, () => deps.payments?.now() ?? new Date()),
    loaders: createLoaders(deps.db, deps.reads),
  }
  perRequest.set(request, shared)
  const { session } = shared
  const locale = parseLocale(request.headers.get('locale'))
  return {
    ...deps,
    valueExplainer: deps.valueExplainer ?? null,
    locale,
    regionalLocale: regionalTag(locale, acceptLanguageTags(request.headers.get('accept-language'))),
    organizationId: parseOrganizationHeader(request.headers.get('organization')),
    viewer: () =>
      (shared.viewer ??= session.session().then((found) => {
        // A blocked account counts as signed out (`me` is null), but is told why it may not act.
        const active = found && !found.blocked ? found : null
        const patient = active?.role === ROLE.patient ? active : null
        const doctor =
          active?.role === ROLE.doctor && active.doctorId !== null ? { userId: active.userId, doctorId: active.doctorId } : null
        return { userId: patient?.userId ?? null, doctor, sessionId: active?.sessionId ?? null, accountBlocked: found?.blocked ?? false }
      })),
    session,
    loaders: shared.loaders,
  }
}

/** What the operations of one HTTP request share; gone with the request. */
const perRequest = new WeakMap<Request, { viewer: Promise<Viewer> | undefined; session: SessionLoader; loaders: Loaders }>()
