import type { MiddlewareHandler } from 'hono';
import { fail } from './rest';
import { containsNul } from './validation';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/**
 * 400 `bad_request` (translated) for a NUL in the path, the query string or a header, before any
 * handler runs (see `containsNul`).
 */
export const refuseNulInput: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const headers = [...c.req.raw.headers.values()];
  if (containsNul([decoded(url.pathname), decoded(url.search), headers])) return fail(c, 400, 'bad_request');
  await next();
};
