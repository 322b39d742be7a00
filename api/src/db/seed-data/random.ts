/** mulberry32: a tiny seeded PRNG so the seed is the same on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  /** n distinct items, in list order */
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const chosen = new Set<number>()
    while (chosen.size < Math.min(n, items.length)) chosen.add(Math.floor(next() * items.length))
    return [...chosen].sort((a, b) => a - b).flatMap((i) => (items[i] === undefined ? [] : [items[i]]))
  }
  return { next, int, pick, sample }
}
