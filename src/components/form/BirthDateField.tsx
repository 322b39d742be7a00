import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Field, FieldControl, FieldError, FieldLabel } from '~/components/ui/field'
import { Input, NativeSelect } from '~/components/ui/input'
import { DEFAULT_BIRTH_DATE, birthYears, daysInMonth, formatBirthDate, parseBirthDate, withDayClamped, type BirthDateParts } from '~/lib/birth-date'
import { errorMessageKeys } from '~/lib/form-errors'
import { useFieldContext } from './form-context'

/**
 * Date of birth (spec part 1 §5): three selects on desktop, the native date input on phones.
 * Years run now−100..now−18, the day list follows month and year; an empty value starts at
 * 1960-06-15. The value is `YYYY-MM-DD`.
 */
export function BirthDateField({ label }: { label: string }) {
  const intl = useIntl()
  const field = useFieldContext<string>()
  const [now] = useState(() => new Date())
  const parts: BirthDateParts = parseBirthDate(field.state.value) ?? parseBirthDate(DEFAULT_BIRTH_DATE)!
  const errors = errorMessageKeys(field.state.meta.errors).map((key) =>
    intl.formatMessage({ id: `validation.${key}` in intl.messages ? `validation.${key}` : 'errors.generic' }, { field: label }),
  )
  const set = (next: BirthDateParts) => field.handleChange(formatBirthDate(withDayClamped(next)))
  const years = birthYears(now)
  const monthName = (month: number) => intl.formatDate(Date.UTC(2000, month - 1, 1), { month: 'long', timeZone: 'UTC' })
  const days = Array.from({ length: daysInMonth(parts.year, parts.month) }, (_, index) => index + 1)
  const oldest = `${years.at(-1)}-01-01`
  const youngest = formatBirthDate({ year: years[0]!, month: now.getMonth() + 1, day: Math.min(now.getDate(), 28) })

  return (
    <fieldset className="flex flex-col gap-1.5" aria-invalid={errors.length > 0 || undefined}>
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="hidden gap-2 tablet:grid tablet:grid-cols-3">
        <Field>
          <FieldLabel className="sr-only">{intl.formatMessage({ id: 'auth.dob_day' })}</FieldLabel>
          <FieldControl>
            <NativeSelect value={parts.day} onChange={(event) => set({ ...parts, day: Number(event.target.value) })} onBlur={field.handleBlur}>
              {days.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </NativeSelect>
          </FieldControl>
        </Field>
        <Field>
          <FieldLabel className="sr-only">{intl.formatMessage({ id: 'auth.dob_month' })}</FieldLabel>
          <FieldControl>
            <NativeSelect value={parts.month} onChange={(event) => set({ ...parts, month: Number(event.target.value) })} onBlur={field.handleBlur}>
              {Array.from({ length: 12 }, (_, index) => index + 1).map((month) => (
                <option key={month} value={month}>
                  {monthName(month)}
                </option>
              ))}
            </NativeSelect>
          </FieldControl>
        </Field>
        <Field>
          <FieldLabel className="sr-only">{intl.formatMessage({ id: 'auth.dob_year' })}</FieldLabel>
          <FieldControl>
            <NativeSelect value={parts.year} onChange={(event) => set({ ...parts, year: Number(event.target.value) })} onBlur={field.handleBlur}>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </NativeSelect>
          </FieldControl>
        </Field>
      </div>
      <Field className="tablet:hidden">
        <FieldLabel className="sr-only">{label}</FieldLabel>
        <FieldControl>
          <Input
            type="date"
            min={oldest}
            max={youngest}
            value={formatBirthDate(parts)}
            onChange={(event) => event.target.value && field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
          />
        </FieldControl>
      </Field>
      {errors.length > 0 && (
        <Field errors={errors}>
          <FieldError />
        </Field>
      )}
    </fieldset>
  )
}
