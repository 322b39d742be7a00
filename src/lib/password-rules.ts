/**
 * Password strength (spec part 1 §5): 8+ characters, upper and lower case letters, a digit and
 * a punctuation symbol. The checklist shows each rule; the 4-segment bar is green when all four
 * hold, red when fewer hold and grey while the field is empty.
 */
export const PASSWORD_MIN_LENGTH = 8

export const PASSWORD_RULES = ['length', 'cases', 'digit', 'symbol'] as const
export type PasswordRule = (typeof PASSWORD_RULES)[number]

const TESTS: Record<PasswordRule, (password: string) => boolean> = {
  length: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  cases: (p) => /\p{Ll}/u.test(p) && /\p{Lu}/u.test(p),
  digit: (p) => /\d/.test(p),
  symbol: (p) => /[\p{P}\p{S}]/u.test(p),
}

export function passwordChecks(password: string): Record<PasswordRule, boolean> {
  return {
    length: TESTS.length(password),
    cases: TESTS.cases(password),
    digit: TESTS.digit(password),
    symbol: TESTS.symbol(password),
  }
}

export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => TESTS[rule](password))
}

export type SegmentColor = 'green' | 'red' | 'grey'

/** The four bar segments: one lit per rule that holds, green when all hold, red otherwise. */
export function strengthSegments(password: string): SegmentColor[] {
  const held = PASSWORD_RULES.filter((rule) => TESTS[rule](password)).length
  const lit: SegmentColor = held === PASSWORD_RULES.length ? 'green' : 'red'
  return PASSWORD_RULES.map((_, index) => (password && index < held ? lit : 'grey'))
}
