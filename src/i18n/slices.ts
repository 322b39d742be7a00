import type { MessageSlice, Namespace } from './namespaces'

/**
 * The keys of each slice (ADR 0061), by namespace. `signedIn` is what a signed-in patient's chrome and
 * the pages that rely on it show of `auth`, `home` and `room` — profile menu and drawer (with the app
 * QR), e-mail banner, the nearest call's controls and read-guide popup, the password rules of the
 * account's forms, the health and profile reminders: 48 of their 203 keys. A key ending in `*` takes
 * every key it begins. `signed-in-messages.test.ts` walks the imports of the chrome and of every route
 * and fails on an id of these namespaces a page can show that is neither in a namespace it loads nor in
 * the slice.
 */
export const SLICE_KEYS = {
  signedIn: {
    auth: [
      'complete_now',
      'complete_profile_text',
      'complete_profile_title',
      'health_todo',
      'health_todo_action',
      'logout',
      'menu_activity_track',
      'menu_ai_reports',
      'menu_appointments',
      'menu_billing',
      'menu_doctor_reports',
      'menu_doctor_requests',
      'menu_group_profile',
      'menu_health_details',
      'menu_med_card',
      'menu_my_documents',
      'menu_overview',
      'menu_personal_information',
      'menu_settings',
      'menu_test_results',
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
} as const satisfies Record<MessageSlice, Partial<Record<Namespace, ReadonlyArray<string>>>>

/** Whether a slice holds a namespace's key (`password_rule_*` holds `password_rule_length`). */
export function sliceHolds(slice: MessageSlice, namespace: Namespace, key: string): boolean {
  const keys: ReadonlyArray<string> = (SLICE_KEYS[slice] as Partial<Record<Namespace, ReadonlyArray<string>>>)[namespace] ?? []
  return keys.some((entry) => (entry.endsWith('*') ? key.startsWith(entry.slice(0, -1)) : key === entry))
}

/** The namespaces a slice takes keys from. */
export const sliceNamespaces = (slice: MessageSlice): Namespace[] => Object.keys(SLICE_KEYS[slice]) as Namespace[]
