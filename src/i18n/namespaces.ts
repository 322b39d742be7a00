/**
 * Message namespaces: `src/i18n/messages/<locale>/<namespace>.json`, addressed as `<namespace>.<key>`.
 * A page receives only the namespaces it shows (ADR 0018, ADR 0023): the shell's, the ones its routes
 * declare in `staticData.messages`, and those of the overlays open on it.
 */
export const NAMESPACES = [
  'account',
  'appointments',
  'auth',
  'contact',
  'doctors',
  'documents',
  'errors',
  'findDoctor',
  'health',
  'home',
  'layout',
  'legal',
  'medCard',
  'notifications',
  'payments',
  'room',
  'services',
  'testResults',
  'ui',
  'validation',
] as const
export type Namespace = (typeof NAMESPACES)[number]

/** Every page: header, footer, skip link, 404 and crash pages, dialog and toast chrome. */
export const SHELL_NAMESPACES = ['layout', 'errors', 'ui'] as const satisfies ReadonlyArray<Namespace>

/**
 * The auth overlay (`?page=` on any path): its steps and alerts, form errors, the health questionnaire
 * and personal-information steps.
 */
export const AUTH_OVERLAY_NAMESPACES = ['auth', 'validation', 'health', 'account'] as const satisfies ReadonlyArray<Namespace>

/**
 * Slices (ADR 0061): what a page shows of namespaces it does not load whole, their keys listed in
 * `slices.ts` (read by the server and the tests, not shipped to the browser). `signedIn` is a signed-in
 * patient's chrome and what the pages rely on it for.
 */
export const MESSAGE_SLICES = ['signedIn'] as const
export type MessageSlice = (typeof MESSAGE_SLICES)[number]

/** What one message query loads: a whole namespace or a slice. */
export type MessagePart = Namespace | MessageSlice
export const MESSAGE_PARTS: ReadonlyArray<MessagePart> = [...NAMESPACES, ...MESSAGE_SLICES]

export function isSlice(part: MessagePart): part is MessageSlice {
  return (MESSAGE_SLICES as ReadonlyArray<string>).includes(part)
}

/** A signed-in patient's chrome on every page: the `signedIn` slice, the notifications bell and panel. */
export const SIGNED_IN_NAMESPACES = ['signedIn', 'notifications'] as const satisfies ReadonlyArray<MessagePart>

/**
 * The namespaces a page needs, in a stable order (they key the merged messages): the shell, what its
 * matched routes declare, the auth overlay's when one is open and the signed-in chrome's.
 */
export function pageNamespaces({
  routes,
  overlay,
  signedIn,
}: {
  routes: ReadonlyArray<ReadonlyArray<Namespace> | undefined>
  overlay: boolean
  signedIn: boolean
}): MessagePart[] {
  const wanted = new Set<MessagePart>(SHELL_NAMESPACES)
  for (const declared of routes) for (const namespace of declared ?? []) wanted.add(namespace)
  if (overlay) for (const namespace of AUTH_OVERLAY_NAMESPACES) wanted.add(namespace)
  if (signedIn) for (const namespace of SIGNED_IN_NAMESPACES) wanted.add(namespace)
  return MESSAGE_PARTS.filter((part) => wanted.has(part))
}

export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as ReadonlyArray<string>).includes(value)
}

/** The namespace of a message id (`doctors.page_title` → `doctors`), or null when it names none. */
export function namespaceOf(id: string): Namespace | null {
  const prefix = id.slice(0, id.indexOf('.'))
  return isNamespace(prefix) ? prefix : null
}
