import { useState } from 'react'
import { useIntl } from 'react-intl'
import { ChevronDownIcon } from 'lucide-react'
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from '~/components/ui/field'
import { controlClassName, Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/ui/native-select'
import { defaultPhoneCountry } from '~/lib/phone-country'
import { sortByName } from '~/lib/format'
import { cn } from '~/lib/utils'
import { normalizePhone } from '#contract/fields'
import { formatPhone } from '#contract/phone'
import { useFieldContext } from './form-context'
import { useChangeHandler, useFieldErrors, useHydratedOptions, type PhoneFieldProps } from './fields'

const COUNTRY_CODES = getCountries()
const isCountryCode = (code: string): code is CountryCode => COUNTRY_CODES.some((candidate) => candidate === code)

/** The country whose calling code starts an E.164 number (or the fallback for an empty field). */
function phoneCountry(value: string, fallback: CountryCode): CountryCode {
  return parsePhoneNumberFromString(value)?.country ?? fallback
}

/**
 * An international phone number as a country-code select plus the national number; the field's
 * value is the joined `+<code><digits>`, which the schema checks with libphonenumber-js. An empty
 * field starts at the interface language's country (`defaultPhoneCountry`).
 */
export default function PhoneField({ label, description, defaultCountry }: PhoneFieldProps) {
  const intl = useIntl()
  const field = useFieldContext<string>()
  const errors = useFieldErrors(label)
  const onChange = useChangeHandler()
  const [country, setCountry] = useState<CountryCode>(() =>
    phoneCountry(field.state.value, defaultCountry ?? defaultPhoneCountry(intl.locale, isCountryCode)),
  )
  const prefix = `+${getCountryCallingCode(country)}`
  const national = field.state.value.startsWith(prefix) ? field.state.value.slice(prefix.length) : field.state.value.replace(/^\+/, '')
  // Grouped as people read it ("151 23458368", issue 26 #10) except while being typed, when the digits
  // stay plain as they are cleaned; leaving the field groups them again.
  const [typing, setTyping] = useState(false)
  const grouped = formatPhone(field.state.value)
  const shown = !typing && grouped.startsWith(`${prefix} `) ? grouped.slice(prefix.length + 1) : national
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' })
  const options = useHydratedOptions(
    sortByName(
      COUNTRY_CODES.map((code) => ({ value: code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` })),
      intl.locale,
      (option) => option.label,
    ),
    country,
  )
  // Separators go and Arabic-Indic digits become ASCII as typed; letters stay, so the rule says "invalid", not "required".
  const compose = (code: CountryCode, typed: string) => {
    const clean = normalizePhone(typed)
    onChange(clean ? `+${getCountryCallingCode(code)}${clean}` : '')
  }
  return (
    <Field errors={errors}>
      <FieldLabel>{label}</FieldLabel>
      <div className="flex gap-2" dir="ltr">
        {/*
          Country names do not fit beside the number (Arabic ones least of all): the closed picker
          shows the short "DE +49" and the platform's list, which sizes itself, shows the full names.
          The select lies transparent over that text, so it keeps its role, name, value and keyboard.
        */}
        <div className="relative w-28 shrink-0">
          <NativeSelect
            className="peer absolute inset-0 cursor-pointer opacity-0"
            aria-label={intl.formatMessage({ id: 'ui.country_code' })}
            value={country}
            onChange={(event) => {
              const code = COUNTRY_CODES.find((candidate) => candidate === event.target.value) ?? country
              setCountry(code)
              compose(code, national)
            }}
          >
            {options.map((option) => (
              // Named by the runtime's Intl data, which may differ between Node and the browser.
              <option key={option.value} value={option.value} suppressHydrationWarning>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <span
            aria-hidden
            data-slot="phone-country"
            className={cn(
              controlClassName,
              'flex h-10 items-center justify-between gap-1 whitespace-nowrap tabular-nums peer-focus-visible:border-brand-500 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500/30',
            )}
          >
            {country} {prefix}
            <ChevronDownIcon className="size-4 shrink-0 text-muted" />
          </span>
        </div>
        <FieldControl>
          <Input
            name={field.name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={shown}
            onChange={(event) => {
              // Typing is a change in the focused field: an early input replayed once the form
              // hydrated (ADR 0020) may land after the field was left, and must not hold the plain digits.
              setTyping(document.activeElement === event.target)
              compose(country, event.target.value)
            }}
            onBlur={() => {
              setTyping(false)
              field.handleBlur()
            }}
          />
        </FieldControl>
      </div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError />
    </Field>
  )
}
