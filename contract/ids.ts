/**
 * A record id as the API issues them: 1–9 digits, as text (route params, search params, inputs of both tiers).
 * A module of its own: fields.ts builds its schemas at load, which every page's bundle would then carry.
 */
export const ID_PATTERN = /^\d{1,9}$/
