/**
 * What a deployment says about itself (issue 26 #19): its app-store pages, the doctors' site and the
 * operator's legal details. Read from the web server's environment (src/server/env.server.ts,
 * README), never baked into the bundle, so one build serves any operator. Anything unset is left
 * out rather than linked as a placeholder.
 */
export type CompanyLegalDetails = {
  legalName: string
  address: string
  representatives: string
  register: string
  vatId: string
}

export type SiteConfig = {
  appStores: { apple: string | null; google: string | null }
  doctorSiteUrl: string | null
  /** only when every detail is set: the legal pages are then no longer a template */
  company: CompanyLegalDetails | null
}

type SiteEnv = Partial<
  Record<
    | 'APP_STORE_URL'
    | 'PLAY_STORE_URL'
    | 'DOCTOR_SITE_URL'
    | 'COMPANY_LEGAL_NAME'
    | 'COMPANY_ADDRESS'
    | 'COMPANY_REPRESENTATIVES'
    | 'COMPANY_REGISTER'
    | 'COMPANY_VAT_ID',
    string
  >
>

export function siteConfigFrom(env: SiteEnv): SiteConfig {
  const {
    COMPANY_LEGAL_NAME: legalName,
    COMPANY_ADDRESS: address,
    COMPANY_REPRESENTATIVES: representatives,
    COMPANY_REGISTER: register,
    COMPANY_VAT_ID: vatId,
  } = env
  return {
    appStores: { apple: env.APP_STORE_URL ?? null, google: env.PLAY_STORE_URL ?? null },
    doctorSiteUrl: env.DOCTOR_SITE_URL ?? null,
    company: legalName && address && representatives && register && vatId ? { legalName, address, representatives, register, vatId } : null,
  }
}

/** The store badges a deployment has, in the order they are shown. */
export function storeLinks(config: SiteConfig): { store: 'apple' | 'google'; href: string }[] {
  return (['apple', 'google'] as const).flatMap((store) => {
    const href = config.appStores[store]
    return href ? [{ store, href }] : []
  })
}
