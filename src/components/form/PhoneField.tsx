import { useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import { Field, FieldControl, FieldError, FieldLabel } from '~/components/ui/field'
import { Input, NativeSelect } from '~/components/ui/input'
import { errorMessageKeys } from '~/lib/form-errors'
import { useFieldContext } from './form-context'

const DEFAULT_COUNTRY: CountryCode = 'DE'

function split(value: string): { country: CountryCode; national: string } {
  const parsed = parsePhoneNumberFromString(value)
  if (parsed?.country) return { country: parsed.country, national: parsed.nationalNumber }
  return { country: DEFAULT_COUNTRY, national: value.replace(/^\+\d*\s?/, '') }
}

/**
 * A phone number with its country code (spec part 1 §2): a country select and the national
 * number. The field's value is the international number `+<code> <number>`, which the schema
 * checks with libphonenumber-js and turns into E.164.
 */
export function PhoneField({ label }: { label: string }) {
  const intl = useIntl()
  const field = useFieldContext<string>()
  const [country, setCountry] = useState<CountryCode>(() => split(field.state.value).country)
  const national = field.state.value ? split(field.state.value).national : ''
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' })
    return getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code, dial: getCountryCallingCode(code) }))
      .sort((a, b) => a.name.localeCompare(b.name, intl.locale))
  }, [intl.locale])
  const errors = errorMessageKeys(field.state.meta.errors).map((key) =>
    intl.formatMessage({ id: `validation.${key}` in intl.messages ? `validation.${key}` : 'errors.generic' }, { field: label }),
  )
  const change = (nextCountry: CountryCode, nextNational: string) => {
    if (field.state.meta.errorMap.onServer) field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
    field.handleChange(nextNational ? `+${getCountryCallingCode(nextCountry)} ${nextNational}` : '')
  }

  return (
    <Field errors={errors}>
      <FieldLabel>{label}</FieldLabel>
      {/* Numbers read left to right in every language. */}
      <div className="flex gap-2" dir="ltr">
        <NativeSelect
          aria-label={intl.formatMessage({ id: 'auth.country_code' })}
          className="w-36 shrink-0"
          value={country}
          onChange={(event) => {
            const next = countries.find((entry) => entry.code === event.target.value)?.code
            if (!next) return
            setCountry(next)
            change(next, national)
          }}
        >
          {countries.map(({ code, name, dial }) => (
            <option key={code} value={code}>
              {`${name} +${dial}`}
            </option>
          ))}
        </NativeSelect>
        <FieldControl>
          <Input
            name={field.name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={national}
            onChange={(event) => change(country, event.target.value.replace(/[^\d\s()-]/g, ''))}
            onBlur={field.handleBlur}
          />
        </FieldControl>
      </div>
      <FieldError />
    </Field>
  )
}
