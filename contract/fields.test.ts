import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { asciiDigits, parseDecimal } from './digits'
import { codeField, codeText, nameField } from './fields'
import { phoneField } from './phone'

/** The one message a field shows, or 'ok' with what it answers. */
const check = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? { ok: result.output } : { issue: result.issues[0].message }
}

describe('names: letters of the Latin script with their diacritics', () => {
  it.each([
    'Jürgen Müller',
    'Hélène',
    'Çelik',
    "O'Neil",
    'O’Neil',
    'Anna-Lena',
    'de la Cruz',
    'Łukasz Żółć',
    'Ærøskøbing',
    'Nguyễn Thị Minh Khai',
    'Ðorđe',
    'Straße',
    'Smith',
  ])('accepts %j', (name) => {
    expect(check(nameField, name)).toEqual({ ok: name })
  })

  it('stores the composed form: "u" with a combining diaeresis is "ü"', () => {
    expect(check(nameField, ' Mu\u0308ller ')).toEqual({ ok: 'Müller' })
  })

  it.each([
    ['Cyrillic', 'Юрген'],
    ['Cyrillic mixed into Latin', 'Jürgеn'], // the "е" is Cyrillic
    ['Arabic', 'عمر'],
    ['Greek', 'Ελένη'],
    ['Chinese', '王'],
    ['a digit', 'Anna2'],
    ['Arabic-Indic digits', 'Anna٢'],
    ['a leading hyphen', '-Anna'],
    ['a leading apostrophe', "'Anna"],
    ['a Roman numeral (Latin script, not a letter)', 'Louis Ⅻ'],
    ['a full stop', 'Anna.'],
    ['a tab', 'Anna\tMaria'],
    ['a line break', 'Anna\nMaria'],
    ['an emoji', 'Anna 😀'],
  ])('refuses %s', (_, name) => {
    expect(check(nameField, name)).toEqual({ issue: 'only_latin_letters' })
  })

  it('still says required when blank and string_max when too long', () => {
    expect(check(nameField, '  ')).toEqual({ issue: 'required' })
    expect(check(nameField, 'Ü'.repeat(101))).toEqual({ issue: 'string_max' })
  })
})

describe('digits in other scripts', () => {
  it('asciiDigits turns Arabic-Indic and Persian digits into ASCII and leaves the rest', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
    expect(asciiDigits('+٤٩ (۳۰) 12-ab')).toBe('+49 (30) 12-ab')
    expect(asciiDigits('')).toBe('')
  })

  it.each([
    ['172', 172],
    ['١٧٢', 172],
    ['۱۷۲٫۵', 172.5],
    ['72,5', 72.5],
    [' 80 ', 80],
    ['-5', -5],
    ['−5', -5],
    ['.5', 0.5],
  ])('parseDecimal reads %j as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value)
  })

  it('parseDecimal: blank is no answer, anything else that is not a number is NaN', () => {
    expect(parseDecimal('  ')).toBeNull()
    for (const text of ['abc', '1e3', '17 2', '1.2.3', '--5', '12cm', 'Infinity']) expect(parseDecimal(text)).toBeNaN()
  })

  it('codes: Arabic-Indic and Persian digits count, text that is not six digits is code_digits, not required', () => {
    expect(check(codeField, '١٢٣٤٥٦')).toEqual({ ok: '123456' })
    expect(check(codeField, '۱۲۳۴۵۶')).toEqual({ ok: '123456' })
    expect(check(codeField, 'abcdef')).toEqual({ issue: 'code_digits' })
    expect(check(codeField, '12345')).toEqual({ issue: 'code_digits' })
    expect(check(codeField, '')).toEqual({ issue: 'required' })
  })

  it('codeText keeps what is typed, in ASCII, without spaces, six characters at most', () => {
    expect(codeText('١٢٣ ٤٥٦')).toBe('123456')
    expect(codeText('12ab')).toBe('12ab')
    expect(codeText('1234567')).toBe('123456')
  })

  it('phones: Arabic-Indic and Persian digits count; letters are invalid_phone, never dropped', () => {
    expect(check(phoneField, '+٤٩١٥١١٢٣٤٥٦٧٨')).toEqual({ ok: '+4915112345678' })
    expect(check(phoneField, '+۴۹ ۱۵۱ ۱۲۳۴۵۶۷۸')).toEqual({ ok: '+4915112345678' })
    expect(check(phoneField, '+49 30/1234567')).toEqual({ ok: '+49301234567' })
    expect(check(phoneField, '+4915112345678a')).toEqual({ issue: 'invalid_phone' })
    expect(check(phoneField, '+49abc')).toEqual({ issue: 'invalid_phone' })
    expect(check(phoneField, '')).toEqual({ issue: 'required' })
  })
})
