import { describe, expect, it } from 'vitest'
import { historySearch, lastPage, listPageSearch } from './account-pages'

describe('the account lists’ pages', () => {
  it('names no page in the address for the first, and counts the history from 0 and test results from 1', () => {
    expect([1, 2, 3].map(historySearch)).toEqual([{ history: undefined }, { history: 1 }, { history: 2 }])
    expect([1, 2, 3].map(listPageSearch)).toEqual([{ list_page: undefined }, { list_page: 2 }, { list_page: 3 }])
  })

  it('has a last page for every total, one for an empty list', () => {
    expect([0, 1, 8, 9, 16, 17].map((total) => lastPage(total, 8))).toEqual([1, 1, 1, 2, 2, 3])
  })
})
