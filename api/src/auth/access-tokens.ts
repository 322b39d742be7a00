import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed, short-lived bearer tokens: `v1.<base64url payload>.<base64url HMAC-SHA256>`.
 * Access tokens carry the refresh-token family (sid) so that logout and password changes end
 * them at once: the context checks the family is still active on every request.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
/** The temporary token between a correct password and a correct TOTP code. */
export const TWO_FACTOR_TOKEN_TTL_SECONDS = 5 * 60

export type TokenKind = 'access' | '2fa'
export type TokenClaims = { kind: TokenKind; sub: number; sid: string | null; exp: number }

const encode = (value: Buffer | string) => Buffer.from(value).toString('base64url')

function signature(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest()
}

export function signToken(secret: string, claims: Omit<TokenClaims, 'exp'>, ttlSeconds: number, now = Date.now()): string {
  return signPayload(secret, claims, ttlSeconds, now)
}

/** The claims when the token is authentic, of the expected kind and unexpired; otherwise null. */
export function verifyToken(secret: string, token: string, kind: TokenKind, now = Date.now()): TokenClaims | null {
  const claims = verifyPayload<TokenClaims>(secret, token, now)
  if (!claims || claims.kind !== kind || !Number.isInteger(claims.sub)) return null
  return claims
}

/** Any signed payload with an expiry (`exp`, seconds): access tokens, and the video room's sessions. */
export function signPayload<T extends object>(secret: string, payload: T, ttlSeconds: number, now = Date.now()): string {
  const body = `v1.${encode(JSON.stringify({ ...payload, exp: Math.floor(now / 1000) + ttlSeconds }))}`
  return `${body}.${encode(signature(secret, body))}`
}

/** The payload when the token is authentic and unexpired; otherwise null. The caller checks its shape. */
export function verifyPayload<T extends { exp: number }>(secret: string, token: string, now = Date.now()): T | null {
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== 'v1') return null
  const body = `${parts[0]}.${parts[1]}`
  const given = Buffer.from(parts[2]!, 'base64url')
  const expected = signature(secret, body)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let payload: T
  try {
    payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (typeof payload !== 'object' || payload === null || typeof payload.exp !== 'number' || payload.exp * 1000 <= now) return null
  return payload
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1] ?? null
}
