/**
 * The operator's public contact details, shown in the footer and on the contact page. The app-store
 * pages, the doctors' site and the legal details are the deployment's (src/lib/site-config.ts).
 */
export const COMPANY = {
  name: 'MedConsult',
  address: { street: 'Friedrichstraße 68', postalCode: '10117', city: 'Berlin', country: 'DE' },
  supportEmail: 'support@medconsult.example',
  /** Shown as written; `phoneHref` is the dialable form. */
  phone: '+49 30 1234 5678',
  phoneHref: 'tel:+493012345678',
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/medconsult' },
    { network: 'Instagram', href: 'https://www.instagram.com/medconsult' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/medconsult' },
    { network: 'YouTube', href: 'https://www.youtube.com/@medconsult' },
  ],
} as const

export type SocialNetwork = (typeof COMPANY.social)[number]['network']
