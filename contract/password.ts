/**
 * Password strength (spec part 1 §5): 8 or more characters, upper and lower case letters, a digit
 * and a punctuation symbol. Letters of any script count (ADR 0013: `Пароль12!` is strong); the web's
 * checklist shows each rule, the API refuses a password that misses one.
 */
export const PASSWORD_MIN_LENGTH = 8
/** argon2 takes any length; the cap keeps a hash request cheap. */
export const PASSWORD_MAX_LENGTH = 128

export const PASSWORD_RULES = ['length', 'cases', 'digit', 'symbol'] as const
export type PasswordRule = (typeof PASSWORD_RULES)[number]

/** Length in characters (code points), as people count them, not UTF-16 units. */
const length = (password: string) => [...password].length

const TESTS: Record<PasswordRule, (password: string) => boolean> = {
  length: (p) => length(p) >= PASSWORD_MIN_LENGTH,
  cases: (p) => /\p{Ll}/u.test(p) && /\p{Lu}/u.test(p),
  digit: (p) => /\d/.test(p),
  symbol: (p) => /[\p{P}\p{S}]/u.test(p),
}

/** Which of the four rules hold (the checklist). */
export function passwordChecks(password: string): Record<PasswordRule, boolean> {
  return {
    length: TESTS.length(password),
    cases: TESTS.cases(password),
    digit: TESTS.digit(password),
    symbol: TESTS.symbol(password),
  }
}

/** All four rules hold and the password is not longer than the cap. */
export function isStrongPassword(password: string): boolean {
  return length(password) <= PASSWORD_MAX_LENGTH && PASSWORD_RULES.every((rule) => TESTS[rule](password))
}
