import { describe, expect, it } from 'vitest'
import { siteConfigFrom, storeLinks } from './site-config'

const company = {
  COMPANY_LEGAL_NAME: 'MedConsult GmbH',
  COMPANY_ADDRESS: 'Friedrichstraße 68, 10117 Berlin, Germany',
  COMPANY_REPRESENTATIVES: 'Jana Muster',
  COMPANY_REGISTER: 'Amtsgericht Charlottenburg, HRB 123456 B',
  COMPANY_VAT_ID: 'DE123456789',
}

describe('siteConfigFrom (issue 26 #19: configuration, never placeholders)', () => {
  it('leaves out what is not configured', () => {
    const config = siteConfigFrom({})
    expect(config).toEqual({ appStores: { apple: null, google: null }, doctorSiteUrl: null, company: null })
    expect(storeLinks(config)).toEqual([])
  })

  it('shows the stores a deployment has', () => {
    const config = siteConfigFrom({ PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=com.example' })
    expect(storeLinks(config)).toEqual([{ store: 'google', href: 'https://play.google.com/store/apps/details?id=com.example' }])
  })

  it('has the company’s details only when every one is set (the legal pages stay a template until then)', () => {
    expect(siteConfigFrom(company).company).toEqual({
      legalName: 'MedConsult GmbH',
      address: 'Friedrichstraße 68, 10117 Berlin, Germany',
      representatives: 'Jana Muster',
      register: 'Amtsgericht Charlottenburg, HRB 123456 B',
      vatId: 'DE123456789',
    })
    expect(siteConfigFrom({ ...company, COMPANY_VAT_ID: undefined }).company).toBeNull()
  })
})
