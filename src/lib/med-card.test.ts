import { describe, expect, it } from 'vitest'
import { ACCOUNT_SLUGS, type AccountSlug } from './account-slugs'
import { accountMenuGroups, medCardTiles } from './med-card'

const everything = () => true

describe('the medical card’s tiles', () => {
  it('link only the built sections of each tab', () => {
    expect(medCardTiles('my_health')).toEqual(['my_documents', 'test_results', 'health_details'])
    expect(medCardTiles('my_reports')).toEqual(['doctor_reports'])
  })

  it('show a section once it is built, in the spec’s order', () => {
    expect(medCardTiles('my_health', everything)).toEqual(['my_documents', 'test_results', 'health_details', 'activity_track'])
    expect(medCardTiles('my_reports', everything)).toEqual(['doctor_reports', 'ai_reports'])
  })
})

describe('the account menu’s groups', () => {
  it('are the profile, then the medical card with its overview first; built sections only', () => {
    expect(accountMenuGroups()).toEqual([
      { id: 'profile', slugs: ['appointments', 'doctor-requests', 'personal-information', 'settings', 'billing_and_plans'] },
      { id: 'med_card', slugs: ['med_card', 'my_documents', 'test_results', 'health_details', 'doctor_reports'] },
    ])
  })

  it('together hold every section the spec names, each once', () => {
    const slugs = accountMenuGroups(everything).flatMap((group) => group.slugs)
    expect([...slugs].sort()).toEqual([...ACCOUNT_SLUGS].sort())
  })

  it('leave out a group with nothing built', () => {
    const onlyProfile = (slug: AccountSlug) => slug === 'settings'
    expect(accountMenuGroups(onlyProfile)).toEqual([{ id: 'profile', slugs: ['settings'] }])
  })
})
