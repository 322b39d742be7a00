import { useMemo, useSyncExternalStore } from 'react'
import type { DayTimes } from '~/lib/booking-times'

/**
 * What a half-done booking keeps across a reload (issue 12): the times and the reason; the doctor,
 * plan and step are in the address. Kept in session storage (a copy in memory where storage is off),
 * read as an external store, so the server and hydration render the empty draft and the kept one
 * follows right after.
 */
/** `translator`: the language a translator is wanted for ('' for none). */
export type Draft = { times: DayTimes; reason: string; translator: string }
const EMPTY_DRAFT: Draft = { times: {}, reason: '', translator: '' }
const keyOf = (doctor: string) => `booking:${doctor}`

const listeners = new Set<() => void>()
const memory = new Map<string, string | null>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return memory.get(key) ?? null
  }
}

function write(key: string, value: string | null) {
  memory.set(key, value)
  try {
    if (value === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, value)
  } catch {
    // Storage off: the memory copy serves until the page is left.
  }
  for (const listener of listeners) listener()
}

function parse(raw: string | null): Draft {
  if (!raw) return EMPTY_DRAFT
  try {
    const value = JSON.parse(raw) as Partial<Draft>
    return {
      times: value.times && typeof value.times === 'object' ? value.times : {},
      reason: typeof value.reason === 'string' ? value.reason : '',
      translator: typeof value.translator === 'string' ? value.translator : '',
    }
  } catch {
    return EMPTY_DRAFT
  }
}

export function useBookingDraft(doctor: string): [Draft, (draft: Draft) => void, () => void] {
  const key = keyOf(doctor)
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  )
  const draft = useMemo(() => parse(raw), [raw])
  return [draft, (next) => write(key, JSON.stringify(next)), () => write(key, null)]
}
