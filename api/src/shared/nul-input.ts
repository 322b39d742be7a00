import type { MiddlewareHandler } from 'hono'
import { fail } from './rest'
import { containsNul } from './validation'

/**
 * A NUL in a URL is always escaped (`%00`: the URL parser escapes control characters), so it is
 * looked for in the raw text. Decoding the whole path first is not enough: a malformed escape
 * elsewhere (`%ZZ`) makes that decoding fail, while the router decodes each escape on its own.
 */
const ESCAPED_NUL = /%00/

/**
 * 400 `bad_request` (translated) for a NUL in the path, the query string or a header, before any
 * handler runs (see `containsNul`).
 */
export const refuseNulInput: MiddlewareHandler = async (c, next) => {
  const { pathname, search } = new URL(c.req.url)
  const headers = [...c.req.raw.headers.values()]
  if (ESCAPED_NUL.test(pathname) || ESCAPED_NUL.test(search) || containsNul([pathname, search, headers])) return fail(c, 400, 'bad_request')
  await next()
}
