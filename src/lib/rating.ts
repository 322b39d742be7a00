export type StarFill = 'full' | 'half' | 'empty'

export const MAX_RATING = 5

/**
 * The five stars of a rating, rounded to the nearest half (spec: 5 stars, halves allowed).
 * Out-of-range values are clamped; 4.8 shows five full stars, 4.3 four and a half.
 */
export function starFills(rating: number): StarFill[] {
  const value = Number.isFinite(rating) ? Math.min(MAX_RATING, Math.max(0, rating)) : 0
  const halves = Math.round(value * 2)
  return Array.from({ length: MAX_RATING }, (_, index) => {
    const remaining = halves - index * 2
    return remaining >= 2 ? 'full' : remaining === 1 ? 'half' : 'empty'
  })
}
