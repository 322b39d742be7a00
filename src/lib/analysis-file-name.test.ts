import { describe, expect, it } from 'vitest'
import { analysisFileName, megabytes } from './analysis-file-name'

describe('an analysis file name', () => {
  it('strips special characters and keeps letters of every script', () => {
    expect(analysisFileName('blood@test#(2026)!.pdf')).toBe('bloodtest2026.pdf')
    expect(analysisFileName('Анализ крови №5.jpg')).toBe('Анализ крови 5.jpg')
    expect(analysisFileName('تحليل الدم.png')).toBe('تحليل الدم.png')
    expect(analysisFileName('Blutbild_Müller-2026.pdf')).toBe('Blutbild_Müller-2026.pdf')
    // A decomposed ü (macOS) is one character, kept whole.
    expect(analysisFileName('Mu\u0308ller.pdf')).toBe('Müller.pdf')
  })

  it('cuts a long name to 30 characters and an ellipsis', () => {
    const cut = analysisFileName('Complete blood count and metabolic panel March.pdf')
    expect(cut).toBe('Complete blood count and metab…')
    expect(Array.from(cut)).toHaveLength(31)
    expect(analysisFileName('a'.repeat(30))).toBe('a'.repeat(30))
    // A cut that ends at a space drops the space.
    expect(analysisFileName('Общий анализ крови и биохимия март 2026.pdf')).toBe('Общий анализ крови и биохимия…')
  })
})

describe('a size in megabytes', () => {
  it('has two decimals', () => {
    expect(megabytes(1024 * 1024)).toBe(1)
    expect(megabytes(1_234_567)).toBe(1.18)
    expect(megabytes(20 * 1024 * 1024)).toBe(20)
  })
})
