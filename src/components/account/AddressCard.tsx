import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { useHydrated } from '@tanstack/react-router'
import { useLocale } from '~/i18n/useLocale'
import { matchTimeZone, timeZoneIds, timeZoneLabel, timeZoneOptions } from '~/lib/zone-options'
import { addressSchema, type AddressValues } from '~/lib/account-forms'
import { sortByName } from '~/lib/format'
import { ISO_COUNTRIES } from '#contract/countries'
import type { CurrentUser } from '~/queries/session'
import { useMutation } from '@tanstack/react-query'
import { accountMutations } from '~/queries/account'
import { GeneralError, useProfileSave } from './save-failure'
import { Card } from '~/components/ui/card'

const FIELDS = ['address', 'city', 'country', 'timezone'] as const

/** Settings › personal information card: address, city, country, timezone. */
export function AddressCard({ user }: { user: CurrentUser }) {
  const intl = useIntl()
  const locale = useLocale()
  const t = (id: string) => intl.formatMessage({ id })
  const regionNames = new Intl.DisplayNames([locale], { type: 'region' })
  const countries = sortByName(
    ISO_COUNTRIES.map((code) => ({ value: code, label: regionNames.of(code) ?? code })),
    locale,
    (country) => country.label,
  )
  // The browser's zones (spec part 1 §5) by localised name, with the IANA id as the value. The list
  // comes from the runtime's Intl data, which may differ between Node and the browser, so the server
  // (and hydration) show only the chosen zone, by name, and the others follow once hydrated.
  // Naming all ~420 zones costs as many Intl formatters (seconds on a slow phone), so the list starts
  // with the ids and takes the names when the picker is first focused (a click or Tab focuses it first).
  const hydrated = useHydrated()
  const [named, setNamed] = useState(false)
  const zoneIds = timeZoneIds()
  const timezone = matchTimeZone(user.timezone, zoneIds)
  const zones = !hydrated
    ? [{ value: timezone, label: timeZoneLabel(timezone, locale) }]
    : named
      ? timeZoneOptions(locale)
      : zoneIds.map((zone) => ({ value: zone, label: zone === timezone ? timeZoneLabel(zone, locale) : zone.replaceAll('_', ' ') }))

  const defaultValues: AddressValues = {
    address: user.address ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
    // A stored zone the list lacks (a browser's Etc/UTC sent at sign-up, an old alias) shows as its listed twin.
    timezone,
  }
  const { generalError, saveProfile } = useProfileSave(FIELDS, 'account.successfully_updated')
  const saveFields = useMutation(accountMutations.saveProfileFields())
  const form = useAppForm({
    defaultValues,
    validationLogic: formValidationLogic(),
    validators: { onDynamic: addressSchema },
    onSubmit: ({ value, formApi }) => saveProfile(formApi, () => saveFields.mutateAsync(value)),
  })

  return (
    <Card as="section" padding="lg" aria-labelledby="address-heading">
      <h3 id="address-heading" className="mb-4 text-lg font-semibold">
        <FormattedMessage id="account.address_card" />
      </h3>
      <form.AppForm>
        <form.Form>
          <div className="grid gap-4 mobile:grid-cols-2">
            <form.AppField name="address">
              {(field) => <field.TextField label={t('account.address')} autoComplete="street-address" maxLength={255} dir="auto" />}
            </form.AppField>
            <form.AppField name="city">
              {(field) => <field.TextField label={t('account.city')} autoComplete="address-level2" maxLength={255} dir="auto" />}
            </form.AppField>
            <form.AppField name="country">
              {(field) => <field.SelectField label={t('account.country')} options={countries} placeholder={t('account.choose')} />}
            </form.AppField>
            <form.AppField name="timezone">
              {(field) => (
                <field.SelectField
                  label={t('account.timezone')}
                  options={zones}
                  placeholder={t('account.choose')}
                  onFocus={() => setNamed(true)}
                />
              )}
            </form.AppField>
          </div>
          <GeneralError message={generalError} />
          <form.SubmitButton className="self-start">
            <FormattedMessage id="account.save" />
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </Card>
  )
}
