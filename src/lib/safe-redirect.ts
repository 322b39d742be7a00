/** C0 controls, DEL and the C1 range: browsers drop some of them (tab, newline) while parsing a URL. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/**
 * The one check for every redirect target that comes from a cookie or a parameter (privateRedirect,
 * socialRedirect, organizationRedirect, returnTo, and any later one): the value is resolved against
 * our origin as a browser would and must stay on it. Answers the path (with query and hash) to put in
 * a Location header, or null. Control characters are refused outright: `/\t/evil.example` looks like
 * a path here, but a browser drops the tab and goes to `//evil.example`.
 */
export function safeRedirectTarget(value: string | null | undefined, origin: string): string | null {
  if (!value || CONTROL.test(value)) return null
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return null
  }
  if (url.origin !== new URL(origin).origin) return null
  const target = `${url.pathname}${url.search}${url.hash}`
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as another host.
  if (target.startsWith('//') || target.startsWith('/\\')) return null
  return target
}
