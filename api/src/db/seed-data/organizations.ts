export type OrganizationSeed = {
  id: number
  type: number
  name: string
  slug: string
  parentId: number | null
  color: string
  region: string
  settings: Record<string, unknown>
}

// Organisation 13 is the one the spec forces for clients located in one country.
export const organizationSeeds: OrganizationSeed[] = [
  {
    id: 1,
    type: 1,
    name: 'Meridian Health Network',
    slug: 'meridian-health-network',
    parentId: null,
    color: '#0e7490',
    region: 'global',
    settings: { showPrices: true, currency: 'EUR' },
  },
  {
    id: 2,
    type: 2,
    name: 'Rhein Klinik Düsseldorf',
    slug: 'rhein-klinik-duesseldorf',
    parentId: 1,
    color: '#1d4ed8',
    region: 'dach',
    settings: { showPrices: true, currency: 'EUR' },
  },
  {
    id: 13,
    type: 2,
    name: 'Alpenblick Medical Center',
    slug: 'alpenblick-medical-center',
    parentId: 1,
    color: '#15803d',
    region: 'dach',
    settings: { showPrices: true, currency: 'EUR', treatmentLocation: true },
  },
]

export const organizationImage = (slug: string) => `/images/organizations/${slug}.svg`
