// @ts-check
// A shared cache in front of the web app, in the production server's own process (ADR 0028).
//
// Anonymous catalog pages are the same for every visitor and say so: `Cache-Control: public,
// s-maxage=60, stale-while-revalidate=600` with `Vary: Cookie, Accept-Encoding` (ADR 0022), and a
// CSP of script hashes rather than a per-request nonce. A CDN in front keeps them; a plain Node host
// has no CDN, so this does the same in-process: it keeps such answers (compressed, as sent) by URL
// and by the request headers their `Vary` names, for `s-maxage` seconds, then serves them stale for
// up to `stale-while-revalidate` seconds while one request renders the page again in the background.
// It follows what the answer says and nothing else: an answer that is private, sets a cookie, is not
// a 200 or varies by `*` is never kept, so a page rendered for a session cannot be handed to anyone.
import { negotiateEncoding } from './compression.mjs'

export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024
/** How many URLs' `Vary` lists are remembered (the entries themselves are bounded by bytes). */
const MAX_URLS = 10_000

/**
 * Request headers that change what a page says about its own address, whatever its `Vary`: with
 * TRUST_PROXY the app takes its origin from them. Part of every key, so a forged one cannot put its
 * page in another visitor's answer (cache poisoning).
 */
const ALWAYS_KEYED = ['forwarded', 'x-forwarded-host', 'x-forwarded-proto']

/** Per-request headers that must not be replayed to another request. */
const NOT_REPLAYED = ['x-request-id', 'date', 'age']

/** @typedef {{ maxAge: number; staleWhileRevalidate: number }} Freshness */
/** @typedef {{ status: number; statusText: string; headers: Headers; body: Uint8Array<ArrayBuffer>; storedAt: number } & Freshness} Entry */
/** @typedef {(request: Request) => Response | Promise<Response>} Render */

/**
 * `s-maxage` and `stale-while-revalidate` of a shareable answer, or null when it may not be kept.
 * @param {Response} response
 * @returns {Freshness | null}
 */
export function sharedFreshness(response) {
  if (response.status !== 200 || response.headers.has('set-cookie')) return null
  const vary = response.headers.get('vary') ?? ''
  if (vary.split(',').some((name) => name.trim() === '*')) return null
  /** @type {Map<string, string | undefined>} */
  const directives = new Map()
  for (const part of (response.headers.get('cache-control') ?? '').toLowerCase().split(',')) {
    const [name, value] = part.trim().split('=')
    if (name) directives.set(name, value)
  }
  if (!directives.has('public') || directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return null
  const seconds = (/** @type {string} */ name) => {
    const value = Number(directives.get(name))
    return Number.isInteger(value) && value > 0 ? value : 0
  }
  const maxAge = seconds('s-maxage')
  return maxAge > 0 ? { maxAge, staleWhileRevalidate: seconds('stale-while-revalidate') } : null
}

/** @param {Response} response */
function varyNames(response) {
  const names = (response.headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  return [...new Set([...names, ...ALWAYS_KEYED])].sort()
}

/**
 * What a request says for one `Vary` header: the encoding it will get rather than its exact list.
 * @param {Request} request
 * @param {string} name
 */
function keyedValue(request, name) {
  const value = request.headers.get(name)
  return name === 'accept-encoding' ? String(negotiateEncoding(value)) : (value ?? '')
}

const variantKey = (/** @type {string} */ url, /** @type {string[]} */ names, /** @type {Request} */ request) =>
  `${url}\n${names.map((name) => `${name}:${keyedValue(request, name)}`).join('\n')}`

/**
 * `handle(request, render)` answers from the cache when it can and otherwise calls `render`, keeping
 * what may be kept. `render` is the app with compression: entries hold the bytes as they were sent.
 * @param {{ maxBytes?: number; now?: () => number }} [options]
 */
export function createSharedPageCache({ maxBytes = DEFAULT_MAX_BYTES, now = () => Date.now() } = {}) {
  /** @type {Map<string, string[]>} url -> the header names its answers vary by (the last answer's). */
  const varyByUrl = new Map()
  /** @type {Map<string, Entry>} variant key -> the answer; oldest use first */
  const entries = new Map()
  /** @type {Set<string>} */
  const revalidating = new Set()
  let bytes = 0

  /** @param {string | undefined} key */
  function evict(key) {
    if (key === undefined) return
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.body.byteLength
  }

  /**
   * Keeps `response` if it may be kept; answers a response for the caller either way.
   * @param {string} url
   * @param {Request} request
   * @param {Response} response
   * @returns {Promise<Response>}
   */
  async function store(url, request, response) {
    const freshness = request.method === 'GET' ? sharedFreshness(response) : null
    if (!freshness || !response.body) return response
    const body = new Uint8Array(await response.arrayBuffer())
    const headers = new Headers(response.headers)
    for (const name of NOT_REPLAYED) headers.delete(name)
    const names = varyNames(response)
    varyByUrl.delete(url)
    varyByUrl.set(url, names)
    const oldestUrl = varyByUrl.keys().next().value
    if (varyByUrl.size > MAX_URLS && oldestUrl !== undefined) varyByUrl.delete(oldestUrl)
    const key = variantKey(url, names, request)
    evict(key)
    if (body.byteLength <= maxBytes) {
      entries.set(key, { status: response.status, statusText: response.statusText, headers, body, storedAt: now(), ...freshness })
      bytes += body.byteLength
      while (bytes > maxBytes) evict(entries.keys().next().value)
    }
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
  }

  /**
   * @param {Entry} entry
   * @param {Request} request
   */
  function answer(entry, request) {
    const headers = new Headers(entry.headers)
    headers.set('age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))))
    return new Response(request.method === 'HEAD' ? null : entry.body, { status: entry.status, statusText: entry.statusText, headers })
  }

  /**
   * One background render of a stale variant; the visitor already has the stale copy.
   * @param {string} key
   * @param {string} url
   * @param {Request} request
   * @param {Render} render
   */
  function revalidate(key, url, request, render) {
    if (revalidating.has(key)) return
    revalidating.add(key)
    const fresh = new Request(request.url, { method: 'GET', headers: request.headers })
    Promise.resolve()
      .then(() => render(fresh))
      .then(async (response) => {
        if (sharedFreshness(response)) await store(url, fresh, response)
        else {
          // The page stopped being shareable (it now sets a cookie, or failed): forget it.
          evict(key)
          await response.body?.cancel()
        }
      })
      .catch(() => evict(key))
      .finally(() => revalidating.delete(key))
  }

  /**
   * @param {Request} request
   * @param {Render} render
   * @returns {Promise<Response>}
   */
  async function handle(request, render) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return render(request)
    const url = request.url
    const names = varyByUrl.get(url)
    const key = names && variantKey(url, names, request)
    const entry = key && entries.get(key)
    if (entry) {
      const age = (now() - entry.storedAt) / 1000
      if (age <= entry.maxAge + entry.staleWhileRevalidate) {
        // Most recently used last.
        entries.delete(key)
        entries.set(key, entry)
        if (age > entry.maxAge) revalidate(key, url, request, render)
        return answer(entry, request)
      }
      evict(key)
    }
    return store(url, request, await render(request))
  }

  return { handle, stats: () => ({ entries: entries.size, bytes }) }
}
