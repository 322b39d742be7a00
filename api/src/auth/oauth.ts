import { Apple, decodeIdToken, generateCodeVerifier, generateState, Google } from 'arctic'
import type { Env } from '../env'

/**
 * Google and Apple sign-in (OAuth 2 / OpenID Connect) through arctic. A provider exists only
 * when all of its variables are set. The web keeps state and the PKCE verifier in an HttpOnly
 * cookie between start and callback, so the API stays stateless here.
 */
export const OAUTH_PROVIDERS = ['google', 'apple'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

export type OAuthProfile = {
  subject: string
  email: string | null
  emailVerified: boolean
  firstName: string | null
  lastName: string | null
}

export function configuredProviders(env: Env): OAuthProvider[] {
  return OAUTH_PROVIDERS.filter((provider) => isConfigured(env, provider))
}

export function isOAuthProvider(value: string): value is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value)
}

function isConfigured(env: Env, provider: OAuthProvider): boolean {
  if (provider === 'google') return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
  return Boolean(env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY)
}

/** The .p8 key's PEM (with real or escaped newlines) as PKCS#8 DER bytes, as arctic wants it. */
function pkcs8FromPem(pem: string): Uint8Array {
  const base64 = pem
    .replace(/\\n/g, '\n')
    .replace(/-----[^-]+-----/g, '')
    .replace(/\s+/g, '')
  return new Uint8Array(Buffer.from(base64, 'base64'))
}

function client(env: Env, provider: OAuthProvider, redirectUri: string) {
  if (provider === 'google')
    return { kind: 'google' as const, google: new Google(env.GOOGLE_CLIENT_ID!, env.GOOGLE_CLIENT_SECRET!, redirectUri) }
  return {
    kind: 'apple' as const,
    apple: new Apple(env.APPLE_CLIENT_ID!, env.APPLE_TEAM_ID!, env.APPLE_KEY_ID!, pkcs8FromPem(env.APPLE_PRIVATE_KEY!), redirectUri),
  }
}

/** Only the web's own pages may receive the authorization code. */
export function isAllowedRedirect(env: Env, redirectUri: string): boolean {
  try {
    return new URL(redirectUri).origin === new URL(env.WEB_ORIGIN).origin
  } catch {
    return false
  }
}

export function startOAuth(env: Env, provider: OAuthProvider, redirectUri: string) {
  const state = generateState()
  const codeVerifier = generateCodeVerifier()
  const c = client(env, provider, redirectUri)
  let url: URL
  if (c.kind === 'google') {
    url = c.google.createAuthorizationURL(state, codeVerifier, ['openid', 'email', 'profile'])
  } else {
    // Apple has no PKCE; it answers with a form POST when name or e-mail are asked for.
    url = c.apple.createAuthorizationURL(state, ['name', 'email'])
    url.searchParams.set('response_mode', 'form_post')
  }
  return { url: url.toString(), state, codeVerifier }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** Apple's first-sign-in `user` JSON: { name: { firstName, lastName } }, as an object or a string. */
function appleName(user: unknown): { firstName: string | null; lastName: string | null } {
  let value = user
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      value = null
    }
  }
  const name = value && typeof value === 'object' && 'name' in value ? (value.name as Record<string, unknown> | null) : null
  return { firstName: text(name?.firstName), lastName: text(name?.lastName) }
}

/**
 * Exchanges the code and reads the ID token. The token comes straight from the provider's token
 * endpoint over TLS, so its claims are trusted without checking the signature (OIDC Core 3.1.3.7).
 * Throws on any provider error.
 */
export async function finishOAuth(
  env: Env,
  provider: OAuthProvider,
  input: { code: string; codeVerifier?: string | undefined; redirectUri: string; user?: unknown },
): Promise<OAuthProfile> {
  const c = client(env, provider, input.redirectUri)
  const tokens =
    c.kind === 'google'
      ? await c.google.validateAuthorizationCode(input.code, input.codeVerifier ?? '')
      : await c.apple.validateAuthorizationCode(input.code)
  const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>
  const subject = text(claims.sub)
  if (!subject) throw new Error('id token without sub')
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true'
  const names = c.kind === 'google' ? { firstName: text(claims.given_name), lastName: text(claims.family_name) } : appleName(input.user)
  return { subject, email: text(claims.email)?.toLowerCase() ?? null, emailVerified, ...names }
}
