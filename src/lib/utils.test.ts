import { describe, expect, it } from 'vitest'
import { cn } from './utils'

describe('cn', () => {
  it('lets a later utility of the same family win', () => {
    expect(cn('px-4 py-2', 'px-2')).toBe('py-2 px-2')
    expect(cn('text-sm text-slate-700', 'text-lg')).toBe('text-slate-700 text-lg')
    expect(cn('text-slate-700', 'text-brand-600')).toBe('text-brand-600')
    expect(cn('rounded-md', 'rounded-full')).toBe('rounded-full')
    expect(cn('size-10', 'w-64')).toBe('size-10 w-64')
    expect(cn('w-4 h-4', 'size-6')).toBe('size-6')
    expect(cn('inline-flex', 'hidden')).toBe('hidden')
  })

  it('keeps different families and variants apart', () => {
    expect(cn('text-center text-sm font-medium', 'text-brand-600')).toBe('text-center text-sm font-medium text-brand-600')
    expect(cn('px-4', 'tablet:px-8', 'hover:bg-slate-50 bg-white')).toBe('px-4 tablet:px-8 hover:bg-slate-50 bg-white')
    expect(cn('p-4', 'ps-2')).toBe('p-4 ps-2')
    expect(cn('border border-slate-200', 'border-red-500')).toBe('border border-red-500')
  })

  it('reads prefixes, values, variants and ! the way Tailwind does', () => {
    expect(cn('max-w-6xl w-full', 'max-w-[1345px]')).toBe('w-full max-w-[1345px]')
    expect(cn('gap-x-2 gap-4', 'gap-x-3')).toBe('gap-4 gap-x-3')
    expect(cn('-mt-2', 'mt-4')).toBe('mt-4')
    expect(cn('w-[calc(100%-2rem)]', 'w-1/2')).toBe('w-1/2')
    expect(cn('hover:focus:bg-white', 'focus:hover:bg-black')).toBe('focus:hover:bg-black')
    expect(cn('px-2!', 'px-4')).toBe('px-2! px-4')
    expect(cn('text-[13px] text-ink', 'text-base')).toBe('text-ink text-base')
    expect(cn('flex flex-1 flex-col', 'flex-row grid')).toBe('flex-1 flex-row grid')
    expect(cn('rounded border-2', 'rounded-lg border')).toBe('rounded-lg border')
    expect(cn('p-[3px] ps-(--inset)', 'p-1')).toBe('p-1')
  })

  it('drops falsy values', () => {
    expect(cn('flex', false, undefined, null, 'gap-2')).toBe('flex gap-2')
  })
})
