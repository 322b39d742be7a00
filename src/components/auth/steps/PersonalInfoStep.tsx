import { useState } from 'react'
import { revalidateLogic } from '@tanstack/react-form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { useAppForm } from '~/components/form/form-hook'
import { useLocale } from '~/i18n/useLocale'
import { personalInfoSchema } from '~/lib/auth-forms'
import { DEFAULT_BIRTH_DATE } from '~/lib/birth-date'
import { sessionQueries, type CurrentUser } from '~/queries/session'
import { sendPhoneCodeFn } from '~/server/auth.functions'
import { savePersonalInfoFn } from '~/server/profile.functions'
import { useAuthOverlay } from '../overlay-context'
import { StepHeader, attempt, browserTimeZone, follow, useFailureHandler } from './shared'

const FIELDS = ['first_name', 'last_name', 'phone', 'date_of_birth', 'gender'] as const

export function PersonalInfoStep() {
  const locale = useLocale()
  const { data: user } = useQuery(sessionQueries.currentUser(locale))
  // The form starts from the loaded user; the overlay sends visitors to login.
  return user ? <PersonalInfoForm user={user} /> : null
}

/**
 * Personal information (spec part 1 §2): names only when missing, phone with country code,
 * date of birth, gender. A new or unverified phone gets a code and goes to verifyPhone.
 */
function PersonalInfoForm({ user }: { user: CurrentUser }) {
  const intl = useIntl()
  const locale = useLocale()
  const overlay = useAuthOverlay()
  const queryClient = useQueryClient()
  const handleFailure = useFailureHandler()
  const [askNames] = useState(() => !user.first_name || !user.last_name)
  const [schema] = useState(() => personalInfoSchema(new Date()))
  const t = (id: string) => intl.formatMessage({ id })

  const form = useAppForm({
    defaultValues: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      phone: user.phone ?? '',
      date_of_birth: user.date_of_birth ?? DEFAULT_BIRTH_DATE,
      gender: user.gender ? String(user.gender) : '',
    },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'blur' }),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      overlay.clearError()
      const parsed = schema['~standard'].validate(value)
      if (parsed instanceof Promise || parsed.issues) return
      const { phone, first_name, last_name, date_of_birth, gender } = parsed.value
      const saved = await attempt(() =>
        savePersonalInfoFn({
          data: {
            locale,
            ...(askNames ? { first_name, last_name } : {}),
            date_of_birth,
            gender: gender === '1' ? 1 : 2,
            timezone: user.timezone ?? browserTimeZone(),
          },
        }),
      )
      if (!saved?.ok) return handleFailure(saved, formApi, FIELDS)
      const phoneVerified = phone === user.phone && user.phoneVerify
      if (!phoneVerified) {
        const sent = await attempt(() => sendPhoneCodeFn({ data: { locale, phone } }))
        if (!sent?.ok) return handleFailure(sent, formApi, FIELDS, { blockedOnTooMany: true })
      }
      await queryClient.invalidateQueries({ queryKey: sessionQueries.all })
      await follow(overlay, { type: 'personalInfoSaved', phoneVerified })
    },
  })

  return (
    <>
      <StepHeader title={<FormattedMessage id="auth.personal_info_title" />} description={<FormattedMessage id="auth.personal_info_text" />} />
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        {askNames && (
          <div className="grid gap-4 mobile:grid-cols-2">
            <form.AppField name="first_name">{(field) => <field.TextField label={t('auth.first_name')} autoComplete="given-name" />}</form.AppField>
            <form.AppField name="last_name">{(field) => <field.TextField label={t('auth.last_name')} autoComplete="family-name" />}</form.AppField>
          </div>
        )}
        <form.AppField name="phone">{(field) => <field.PhoneField label={t('auth.phone')} />}</form.AppField>
        <form.AppField name="date_of_birth">{(field) => <field.BirthDateField label={t('auth.date_of_birth')} />}</form.AppField>
        <form.AppField name="gender">
          {(field) => (
            <field.SelectField
              label={t('auth.gender')}
              placeholder={t('auth.gender_choose')}
              options={[
                { value: '1', label: t('auth.gender_male') },
                { value: '2', label: t('auth.gender_female') },
              ]}
            />
          )}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton className="w-full">
            <FormattedMessage id="auth.save" />
          </form.SubmitButton>
        </form.AppForm>
      </form>
    </>
  )
}
