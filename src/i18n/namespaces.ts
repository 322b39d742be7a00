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
  'errors',
  'findDoctor',
  'health',
  'home',
  'layout',
  'legal',
  'notifications',
  'payments',
  'room',
  'services',
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
 * Slices: messages a page needs from a namespace it does not otherwise show, without the whole namespace
 * (ADR 0061). `signedIn` is what a signed-in patient's chrome and the pages that rely on it show of
 * `auth`, `home` and `room` — profile menu and drawer (with the app QR), e-mail banner, the nearest
 * call's controls and read-guide popup, the password rules of the account's forms, the health and
 * profile reminders — about 40 of their 195 keys. A key ending in `*` takes every key it begins.
 * `signed-in-messages.test.ts` walks the imports of the chrome and of every route and fails on an id of
 * these namespaces a page can show that is neither in a namespace it loads nor in the slice.
 */
export const MESSAGE_SLICES = {
  signedIn: {
    auth: [
      'complete_now',
      'complete_profile_text',
      'complete_profile_title',
      'health_todo',
      'health_todo_action',
      'logout',
      'menu_appointments',
      'menu_billing',
      'menu_doctor_requests',
      'menu_med_card',
      'menu_personal_information',
      'menu_settings',
      'my_plan',
      'password_rule_*',
      'password_strength',
      'profile_menu',
      'resend_code',
      'resend_in',
      'rule_met',
      'rule_not_met',
      'upgrade',
      'verify_banner_action',
      'verify_banner_label',
      'verify_banner_sent',
      'verify_banner_text',
    ],
    home: ['qr_caption', 'qr_label'],
    room: ['call_starts_at', 'call_starts_in', 'guide_text', 'guide_title', 'join_call', 'nearest_title', 'open_guide'],
  },
} as const satisfies Record<string, Partial<Record<Namespace, ReadonlyArray<string>>>>
export type MessageSlice = keyof typeof MESSAGE_SLICES

/** What one message query loads: a whole namespace or a slice. */
export type MessagePart = Namespace | MessageSlice
export const MESSAGE_PARTS: ReadonlyArray<MessagePart> = [...NAMESPACES, ...(Object.keys(MESSAGE_SLICES) as MessageSlice[])]

export function isSlice(part: MessagePart): part is MessageSlice {
  return Object.hasOwn(MESSAGE_SLICES, part)
}

/** Whether a slice holds a namespace's key (`password_rule_*` holds `password_rule_length`). */
export function sliceHolds(slice: MessageSlice, namespace: Namespace, key: string): boolean {
  const keys: ReadonlyArray<string> = (MESSAGE_SLICES[slice] as Partial<Record<Namespace, ReadonlyArray<string>>>)[namespace] ?? []
  return keys.some((entry) => (entry.endsWith('*') ? key.startsWith(entry.slice(0, -1)) : key === entry))
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
