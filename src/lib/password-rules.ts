import { PASSWORD_RULES, passwordChecks } from '#contract/password'

/**
 * The password checklist and strength bar (spec part 1 §5) over the contract's four rules: the
 * 4-segment bar is green when all four hold, red when fewer hold and grey while the field is empty.
 */
export { PASSWORD_MIN_LENGTH, PASSWORD_RULES, isStrongPassword, passwordChecks, type PasswordRule } from '#contract/password'

export type SegmentColor = 'green' | 'red' | 'grey'

/** The four bar segments: one lit per rule that holds, green when all hold, red otherwise. */
export function strengthSegments(password: string): SegmentColor[] {
  const checks = passwordChecks(password)
  const held = PASSWORD_RULES.filter((rule) => checks[rule]).length
  const lit: SegmentColor = held === PASSWORD_RULES.length ? 'green' : 'red'
  return PASSWORD_RULES.map((_, index) => (password && index < held ? lit : 'grey'))
}
