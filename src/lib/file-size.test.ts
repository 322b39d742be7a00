import { describe, expect, it } from 'vitest'
import { formatFileSize, formatStorageAmount } from './file-size'

describe('formatFileSize', () => {
  it('uses the largest unit the size reaches, in the page language', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte')
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB')
    expect(formatFileSize(5 * 1024 ** 2, 'en')).toBe('5 MB')
    expect(formatFileSize(3.25 * 1024 ** 3, 'de')).toMatch(/^3,3\sGB$/u)
    expect(formatFileSize(1536, 'ru')).toMatch(/^1,5\sкБ$/u)
  })
})

describe('formatStorageAmount', () => {
  it('writes MB or GB with at most two decimals', () => {
    expect(formatStorageAmount(12.345, 'MB', 'en')).toBe('12.35 MB')
    expect(formatStorageAmount(1, 'GB', 'de')).toMatch(/^1\sGB$/u)
  })
})
