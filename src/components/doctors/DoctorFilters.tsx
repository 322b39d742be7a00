import { useEffect, useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { SearchIcon } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { sortByName } from '~/lib/format'
import { DOCTOR_SORTS, type DoctorSortParam } from '~/lib/list-search'
import { cn } from '~/lib/utils'

/** The doctor name search waits this long after the last keystroke (part 2 §2: filter without jank). */
export const SEARCH_DEBOUNCE_MS = 400
export interface DoctorFilterValues {
  search?: string
  specialty?: string
  organization?: string
  language?: string
  sort?: DoctorSortParam
}

interface DoctorFiltersProps {
  values: DoctorFilterValues
  specialties: ReadonlyArray<{ id: string; name: string; slug: string }>
  /** Omitted where the page filters organisations its own way (a service's doctor list). */
  organizations?: ReadonlyArray<{ id: string; name: string }>
  /** Given where the list filters by spoken language and can be sorted (`/doctors`). */
  languages?: ReadonlyArray<{ id: string; code: string; name: string }>
  /** Gets only the filter that changed: the page merges it into the URL's latest search, so a change
      made while another one's navigation is still loading does not undo it. */
  onChange: (changed: DoctorFilterValues) => void
}

/** Name search (debounced), specialty and (optionally) organisation selects. The URL holds the applied values. */
export function DoctorFilters({ values, specialties, organizations, languages, onChange }: DoctorFiltersProps) {
  const intl = useIntl()
  // Languages named by the API in the page's language ("Türkisch", not "Türkçe"), in its alphabetical order.
  const languageOptions = sortByName(
    (languages ?? []).map((language) => ({ key: language.id, value: language.code, label: language.name })),
    intl.locale,
    (option) => option.label,
  )
  const id = useId()
  const applied = values.search ?? ''
  const [text, setText] = useState(applied)
  const [seen, setSeen] = useState(applied)

  // The URL changed (our own debounce landing, back/forward, clear filters): adopt it unless the
  // user has typed something newer that is still waiting for its debounce.
  if (applied !== seen) {
    setSeen(applied)
    if (text.trim() === seen) setText(applied)
  }

  useEffect(() => {
    const next = text.trim()
    if (next === applied) return
    const timer = setTimeout(() => onChange({ search: next || undefined }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, applied, onChange])

  return (
    <Card role="search" padding="sm" className={cn('grid gap-4', organizations ? 'tablet:grid-cols-3' : 'tablet:grid-cols-2')}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-search`}>{intl.formatMessage({ id: 'doctors.search_label' })}</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
          <Input
            id={`${id}-search`}
            type="search"
            className="ps-9"
            value={text}
            maxLength={100}
            placeholder={intl.formatMessage({ id: 'doctors.search_placeholder' })}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>

      {/* Native selects (ADR 0024): the system picker suits a list of 50+ specialties on a phone, and
          they cost no JavaScript; a popup select library was a fifth of this page's first load. */}
      <FilterSelect
        id={`${id}-specialty`}
        label={intl.formatMessage({ id: 'doctors.specialty_label' })}
        allLabel={intl.formatMessage({ id: 'doctors.all_specialties' })}
        value={values.specialty}
        options={specialties.map((specialty) => ({ key: specialty.id, value: specialty.slug, label: specialty.name }))}
        onChange={(specialty) => onChange({ specialty })}
      />

      {organizations && (
        <FilterSelect
          id={`${id}-organization`}
          label={intl.formatMessage({ id: 'doctors.organization_label' })}
          allLabel={intl.formatMessage({ id: 'doctors.all_organizations' })}
          value={values.organization}
          options={organizations.map((organization) => ({ key: organization.id, value: organization.id, label: organization.name }))}
          onChange={(organization) => onChange({ organization })}
        />
      )}

      {languages && (
        <>
          <FilterSelect
            id={`${id}-language`}
            label={intl.formatMessage({ id: 'doctors.language_label' })}
            allLabel={intl.formatMessage({ id: 'doctors.all_languages' })}
            value={values.language}
            options={languageOptions}
            onChange={(language) => onChange({ language })}
          />
          <FilterSelect
            id={`${id}-sort`}
            label={intl.formatMessage({ id: 'doctors.sort_label' })}
            allLabel={intl.formatMessage({ id: 'doctors.sort_default' })}
            value={values.sort}
            options={DOCTOR_SORTS.map((sort) => ({ key: sort, value: sort, label: intl.formatMessage({ id: `doctors.sort_${sort}` }) }))}
            onChange={(sort) => onChange({ sort: DOCTOR_SORTS.find((known) => known === sort) })}
          />
        </>
      )}
    </Card>
  )
}

interface FilterSelectProps {
  id: string
  label: string
  /** The first option, which clears the filter. */
  allLabel: string
  value: string | undefined
  options: ReadonlyArray<{ key: string; value: string; label: string }>
  onChange: (value: string | undefined) => void
}

/** One labelled native select of the filters; the empty first option means "all". */
function FilterSelect({ id, label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.key} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

export default DoctorFilters
