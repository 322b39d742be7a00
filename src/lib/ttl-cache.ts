/**
 * A bounded in-memory cache of asynchronous answers that expire after `ttlMs`. Concurrent misses for
 * one key share a single load; a failed load is forgotten at once, so errors are never served from
 * the cache. When full, the oldest entry makes room (a Map iterates in insertion order).
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>
  readonly size: number
  clear(): void
}

export function createTtlCache<V>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number
  maxEntries: number
  now?: () => number
}): TtlCache<V> {
  const entries = new Map<string, { expires: number; value: Promise<V> }>()
  return {
    get(key, load) {
      const time = now()
      const hit = entries.get(key)
      if (hit && hit.expires > time) return hit.value
      if (hit) entries.delete(key)
      const value = load()
      entries.set(key, { expires: time + ttlMs, value })
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
      return value
    },
    get size() {
      return entries.size
    },
    clear: () => entries.clear(),
  }
}
