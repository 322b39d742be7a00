import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { LoaderCircleIcon, SearchIcon } from 'lucide-react'
import { controlClassName } from '~/components/ui/input'
import { langParam, localePrefix, type Locale } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { catalogQueries } from '~/queries/catalog'
import { doctorQueries } from '~/queries/doctors'
import { cn } from '~/lib/utils'

/** Header search limits (spec part 2 §2): up to 5 doctors and the first 5 specialties. */
const RESULT_LIMIT = 5
const MIN_CHARS = 2
const DEBOUNCE_MS = 300

interface SearchOption {
  id: string
  group: 'doctors' | 'specialties'
  label: string
  detail?: string
  href: string
}

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}

const NO_RESULTS = { doctors: [], specialties: [], pending: false, failed: false }

/**
 * The doctors and specialties matching the typed name. The server renders the field empty, so it has
 * no results to ask for and builds no query observers for them (they were ~2 % of a signed-in page's
 * server CPU, issue 28); the browser's first render has none either, so hydration matches.
 */
const useSearchResults = import.meta.env.SSR
  ? (_locale: Locale, _name: string, _enabled: boolean) => NO_RESULTS
  : function useSearchResults(locale: Locale, name: string, enabled: boolean) {
      // scope 'all': the header search ignores the chosen organisation (spec part 2 §7).
      const doctors = useQuery({ ...doctorQueries.list(locale, { name, limit: RESULT_LIMIT, scope: 'all' }), enabled })
      const specialties = useQuery({ ...catalogQueries.specialties(locale, name), enabled })
      return {
        doctors: doctors.data?.results ?? [],
        specialties: specialties.data ?? [],
        pending: doctors.isPending || specialties.isPending,
        failed: doctors.isError || specialties.isError,
      }
    }

/**
 * Doctor and specialty search: an ARIA 1.2 combobox with a grouped listbox popup. Enter without a
 * highlighted option opens `/doctors?search=…`: a real GET form, so it works before hydration too
 * (ADR 0020).
 */
export function HeaderSearch({ className }: { className?: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const navigate = useNavigate()
  const baseId = useId()
  const listboxId = `${baseId}-listbox`
  const [term, setTerm] = useState('')
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  const inputRef = useRef<HTMLInputElement>(null)

  const name = useDebouncedValue(term.trim(), DEBOUNCE_MS)
  const enabled = name.length >= MIN_CHARS
  const results = useSearchResults(locale, name, enabled)

  const prefix = localePrefix(locale)
  const options: SearchOption[] = enabled
    ? [
        ...results.doctors.slice(0, RESULT_LIMIT).map((doctor) => ({
          id: `${baseId}-doctor-${doctor.id}`,
          group: 'doctors' as const,
          label: `${doctor.first_name} ${doctor.last_name}`.trim(),
          detail: doctor.specialties.map((specialty) => specialty.name).join(', '),
          href: `${prefix}/doctors/${doctor.slug}/profile`,
        })),
        ...results.specialties.slice(0, RESULT_LIMIT).map((specialty) => ({
          id: `${baseId}-specialty-${specialty.id}`,
          group: 'specialties' as const,
          label: specialty.name,
          href: `${prefix}/specialties/${specialty.slug}`,
        })),
      ]
    : []
  const active = options[activeIndex]
  const loading = enabled && (results.pending || term.trim() !== name)
  const failed = options.length === 0 && results.failed
  const popupVisible = open && term.trim().length >= MIN_CHARS
  const listVisible = popupVisible && options.length > 0

  /** Enter (or the phone keyboard's search key) with no option highlighted: the doctor list. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Read from the field, not the state: text typed before hydration is only in the DOM.
    const value = new FormData(event.currentTarget).get('search')
    const text = typeof value === 'string' ? value.trim() : ''
    setOpen(false)
    setTerm('')
    setActiveIndex(-1)
    void navigate({ to: '/{-$lang}/doctors', params: { lang: langParam(locale) }, search: text ? { search: text } : {} })
  }

  const choose = (option: SearchOption) => {
    setOpen(false)
    setTerm('')
    setActiveIndex(-1)
    void navigate({ href: option.href })
  }

  /** Moves the highlight, wrapping around; from "nothing highlighted" Up lands on the last option. */
  const move = (step: 1 | -1) => {
    setOpen(true)
    if (options.length === 0) return
    setActiveIndex((current) =>
      current === -1 ? (step === 1 ? 0 : options.length - 1) : (current + step + options.length) % options.length,
    )
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        move(event.key === 'ArrowDown' ? 1 : -1)
        break
      case 'Enter':
        if (listVisible && active) {
          event.preventDefault()
          choose(active)
        }
        break
      case 'Escape':
        // First Escape closes the popup, the second clears the field (APG combobox).
        // preventDefault tells an enclosing mobile menu that this Escape was handled here.
        if (popupVisible) {
          event.preventDefault()
          setOpen(false)
        } else setTerm('')
        setActiveIndex(-1)
        break
    }
  }

  let status: string | null = null
  if (popupVisible) {
    if (loading) status = intl.formatMessage({ id: 'layout.search_loading' })
    else if (failed) status = intl.formatMessage({ id: 'layout.search_error' })
    else if (options.length === 0) status = intl.formatMessage({ id: 'layout.search_no_results' }, { term: name })
    else status = intl.formatMessage({ id: 'layout.search_results_count' }, { count: options.length })
  }

  return (
    <form
      role="search"
      action={`${prefix}/doctors`}
      method="get"
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'layout.search_label' })}
      className={cn('relative h-10', className)}
    >
      {/*
        Pinned to the end edge, so a narrow (icon-sized) search widens over the nav while focused, to
        18rem but never wider than the screen; the popup is exactly as wide as the field.
      */}
      <div className="absolute inset-y-0 end-0 w-full focus-within:z-10 focus-within:min-w-[min(18rem,calc(100vw-2rem))]">
        <label htmlFor={`${baseId}-input`} className="sr-only">
          <FormattedMessage id="layout.search_label" />
        </label>
        <SearchIcon aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
        <input
          ref={inputRef}
          id={`${baseId}-input`}
          name="search"
          type="text"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={listVisible}
          aria-controls={listboxId}
          aria-activedescendant={listVisible && active ? active.id : undefined}
          placeholder={intl.formatMessage({ id: 'layout.search_placeholder' })}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value)
            setOpen(true)
            setActiveIndex(-1)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          // Icon-sized (below the wide breakpoint, unfocused): no end padding and no placeholder, so the
          // field's padding fits its 40 px box instead of spilling onto the language button.
          className={cn(
            controlClassName,
            'h-10 ps-9 max-wide:not-focus:ps-[38px] max-wide:not-focus:pe-0 max-wide:not-focus:placeholder:text-transparent',
          )}
        />
        {popupVisible && (
          <div className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg">
            <div
              role="listbox"
              id={listboxId}
              aria-label={intl.formatMessage({ id: 'layout.search_label' })}
              hidden={!listVisible}
              className="max-h-[242px] overflow-y-auto p-1"
            >
              {(['doctors', 'specialties'] as const).map((group) => {
                const items = options.filter((option) => option.group === group)
                if (items.length === 0) return null
                const groupLabel = intl.formatMessage({ id: `layout.search_${group}` })
                return (
                  <div key={group} role="group" aria-label={groupLabel}>
                    <div aria-hidden className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                      {groupLabel}
                    </div>
                    {items.map((option) => (
                      <div
                        key={option.id}
                        id={option.id}
                        role="option"
                        aria-selected={option === active}
                        // Keeps focus in the input (no blur-close) until the click chooses the option.
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => choose(option)}
                        onMouseMove={() => setActiveIndex(options.indexOf(option))}
                        className="cursor-pointer rounded-md px-2 py-2 text-sm aria-selected:bg-brand-50"
                      >
                        {/* Wrapped rather than cut: long names and specialty lists stay readable in the field's width. */}
                        <span className="block font-medium wrap-anywhere">{option.label}</span>
                        {option.detail && <span className="block text-xs wrap-anywhere text-muted">{option.detail}</span>}
                      </div>
                    ))}
                  </div>
                )
              })}
            </div>
            <p role="status" className={cn('px-3 py-2 text-sm text-muted', listVisible && 'sr-only')}>
              {loading && <LoaderCircleIcon aria-hidden className="me-2 inline size-4 animate-spin align-middle" />}
              {status}
            </p>
          </div>
        )}
      </div>
    </form>
  )
}

export default HeaderSearch
