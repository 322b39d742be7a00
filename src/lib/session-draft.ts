import { useMemo, useSyncExternalStore } from 'react'

/**
 * A half-done form kept across a reload (the booking, the find-doctor request): JSON in session
 * storage (a copy in memory where storage is off), read as an external store, so the server and
 * hydration render the empty draft and the kept one follows right after.
 */

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

/** `parse` turns what was kept (possibly from an older version, or tampered with) into a whole draft. */
export function useSessionDraft<T>(key: string, parse: (kept: Record<string, unknown>) => T): [T, (draft: T) => void, () => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  )
  const draft = useMemo(() => parse(parseObject(raw)), [raw, parse])
  return [draft, (next) => write(key, JSON.stringify(next)), () => write(key, null)]
}

function parseObject(raw: string | null): Record<string, unknown> {
  if (!raw) return {}
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Whether a draft is kept under `key` (in the browser; never on the server). */
export function hasSessionDraft(key: string): boolean {
  return typeof window !== 'undefined' && read(key) !== null
}

/**
 * False while the server renders and hydration replays its HTML (the empty draft), true once the kept
 * draft is read: a form keyed by it starts again from the kept values.
 */
export function useDraftRead(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/** Helpers for `parse`: a kept value of the expected kind, or the empty one. */
export const keptText = (value: unknown): string => (typeof value === 'string' ? value : '')
export const keptTexts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
