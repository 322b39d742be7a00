import type { FEATURE_UNITS } from '../schema'

export type TranslatorPlanSeed = { lang1: string; lang2: string; priceCents: number; duration: number }

export const translatorPlanSeeds: TranslatorPlanSeed[] = [
  { lang1: 'en', lang2: 'de', priceCents: 4000, duration: 30 },
  { lang1: 'en', lang2: 'de', priceCents: 6500, duration: 60 },
  { lang1: 'ru', lang2: 'de', priceCents: 4500, duration: 30 },
  { lang1: 'ru', lang2: 'de', priceCents: 7500, duration: 60 },
  { lang1: 'ar', lang2: 'de', priceCents: 5000, duration: 30 },
  { lang1: 'ar', lang2: 'en', priceCents: 5000, duration: 30 },
  { lang1: 'uk', lang2: 'de', priceCents: 4500, duration: 30 },
  { lang1: 'tr', lang2: 'de', priceCents: 4500, duration: 30 },
]

type FeatureSeed = {
  name: string
  icon: string
  value: number | null
  unit: (typeof FEATURE_UNITS)[number]
  options?: { name: string; limit: number | null; type: number; durationType: number | null }[]
}

export type SubscriptionPlanSeed = {
  name: string
  icon: string
  features: FeatureSeed[]
  /** source: the processor's price; with Stripe, a price id or a price's lookup key (ADR 0034) */
  options: { durationType: 1 | 2 | 3; priceCents: number; source: string | null }[]
}

// Same feature names on both plans so the comparison table lines up row by row.
export const subscriptionPlanSeeds: SubscriptionPlanSeed[] = [
  {
    name: 'Basic',
    icon: 'leaf',
    options: [{ durationType: 3, priceCents: 0, source: null }],
    features: [
      { name: 'document_storage', icon: 'hard-drive', value: 1, unit: 'gb' },
      {
        name: 'ai_chat',
        icon: 'message-circle',
        value: null,
        unit: 'has_access',
        options: [{ name: 'messages', limit: 10, type: 1, durationType: null }],
      },
      { name: 'ai_test_analysis', icon: 'flask-conical', value: null, unit: 'no_access' },
      { name: 'ai_reports', icon: 'file-text', value: null, unit: 'no_access' },
      { name: 'activity_tracking', icon: 'activity', value: null, unit: 'has_access' },
      { name: 'consultation_discount', icon: 'percent', value: null, unit: 'no_access' },
    ],
  },
  {
    name: 'Premium',
    icon: 'crown',
    options: [
      { durationType: 1, priceCents: 1499, source: 'premium_monthly' },
      { durationType: 2, priceCents: 14388, source: 'premium_yearly' },
    ],
    features: [
      { name: 'document_storage', icon: 'hard-drive', value: 50, unit: 'gb' },
      {
        name: 'ai_chat',
        icon: 'message-circle',
        value: null,
        unit: 'has_access',
        options: [{ name: 'messages', limit: null, type: 2, durationType: 1 }],
      },
      {
        name: 'ai_test_analysis',
        icon: 'flask-conical',
        value: 20,
        unit: 'month',
        options: [{ name: 'analyses', limit: 20, type: 2, durationType: 1 }],
      },
      { name: 'ai_reports', icon: 'file-text', value: 5, unit: 'month' },
      { name: 'activity_tracking', icon: 'activity', value: null, unit: 'has_access' },
      {
        name: 'consultation_discount',
        icon: 'percent',
        value: 10,
        unit: 'has_access',
        options: [{ name: 'discount', limit: 10, type: 3, durationType: null }],
      },
    ],
  },
]
