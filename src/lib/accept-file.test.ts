import { describe, expect, it } from 'vitest'
import { acceptsFile } from './accept-file'

const file = (name: string, type: string) => ({ name, type })

describe('acceptsFile', () => {
  it('matches exact media types, families and extensions, in any case', () => {
    const accept = 'application/pdf, image/*,.HEIC'
    expect(acceptsFile(file('ecg.pdf', 'application/pdf'), accept)).toBe(true)
    expect(acceptsFile(file('x-ray.PNG', 'image/png'), accept)).toBe(true)
    expect(acceptsFile(file('IMG_1.heic', ''), accept)).toBe(true)
  })

  it('refuses anything else, a file without a type included', () => {
    const accept = 'application/pdf,image/jpeg'
    expect(acceptsFile(file('setup.sh', 'application/x-sh'), accept)).toBe(false)
    expect(acceptsFile(file('notes', ''), accept)).toBe(false)
    expect(acceptsFile(file('fake.pdf.exe', 'application/x-msdownload'), accept)).toBe(false)
  })

  it('accepts everything without a list', () => {
    expect(acceptsFile(file('any.bin', 'application/octet-stream'), undefined)).toBe(true)
    expect(acceptsFile(file('any.bin', ''), ' ')).toBe(true)
  })
})
