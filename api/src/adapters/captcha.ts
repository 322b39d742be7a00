export interface CaptchaVerifier {
  verify(token?: string, ip?: string): Promise<boolean>
}

/** Local/dev implementation: there is no captcha to check, so everything passes. */
export const offCaptcha: CaptchaVerifier = {
  verify: async () => true,
}

export type RecaptchaOptions = {
  secret: string
  /** overridable so tests can point at a fake server */
  verifyUrl?: string
  timeoutMs?: number
}

export class RecaptchaVerifier implements CaptchaVerifier {
  readonly #secret: string
  readonly #verifyUrl: string
  readonly #timeoutMs: number

  constructor(options: RecaptchaOptions) {
    this.#secret = options.secret
    this.#verifyUrl = options.verifyUrl ?? 'https://www.google.com/recaptcha/api/siteverify'
    this.#timeoutMs = options.timeoutMs ?? 5000
  }

  async verify(token?: string, ip?: string): Promise<boolean> {
    if (!token) return false
    const body = new URLSearchParams({ secret: this.#secret, response: token })
    if (ip) body.set('remoteip', ip)
    try {
      const response = await fetch(this.#verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(this.#timeoutMs) })
      if (!response.ok) return false
      const result: unknown = await response.json()
      return typeof result === 'object' && result !== null && 'success' in result && result.success === true
    } catch {
      // Network failure or timeout: fail closed, the user can retry.
      return false
    }
  }
}

export function createCaptcha(env: { RECAPTCHA_SECRET?: string | undefined }): CaptchaVerifier {
  return env.RECAPTCHA_SECRET ? new RecaptchaVerifier({ secret: env.RECAPTCHA_SECRET }) : offCaptcha
}
