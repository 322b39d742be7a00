import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

/**
 * TOTP two-factor (RFC 6238: SHA-1, 6 digits, 30 s, the parameters every authenticator app
 * accepts). Secrets are encrypted at rest with AES-256-GCM under a key derived from the auth
 * secret, so a database dump alone does not give away anyone's second factor.
 */
const ISSUER = 'Telemedicine'
const PERIOD_SECONDS = 30

function encryptionKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, Buffer.alloc(0), 'totp-secret-v1', 32))
}

export function encryptSecret(authSecret: string, base32: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(authSecret), iv)
  const ciphertext = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.')
}

/** The base32 secret, or null when the value was tampered with or sealed under another key. */
export function decryptSecret(authSecret: string, sealed: string): string | null {
  const [version, iv, tag, ciphertext] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !ciphertext) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey(authSecret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

const totpFor = (base32: string, label = 'patient') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(base32) })

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/**
 * The time step the code belongs to (one step of clock drift either way), or null when wrong.
 * Callers remember used steps so one code cannot be replayed inside its window.
 */
export function totpStep(base32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totpFor(base32).validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta
}

/** The otpauth:// URI as an SVG QR code data URL (rendered here: the web ships no QR library). */
export async function totpQrDataUrl(base32: string, email: string): Promise<string> {
  const svg = await QRCode.toString(totpFor(base32, email).toString(), { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
