import { useQuery, useQueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { useState } from 'react'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { serverErrorTarget } from '~/components/form/server-errors'
import { useLocale } from '~/i18n/useLocale'
import { personalInfoDefaults, personalInfoSchema } from '~/lib/account-forms'
import { sessionQueries, type CurrentUser } from '~/queries/session'
import { saveProfileFields, savePersonalInfo } from '~/server/account.functions'
import { sendPhoneCodeFn } from '~/server/auth.functions'
import type { AuthFailure } from '~/server/auth.server'
import { useAuthOverlay } from '../overlay-context'
import { StepForm, attempt, browserTimeZone, follow, useFailureHandler } from './shared'

const FIELDS = ['first_name', 'last_name', 'phone', 'date_of_birth', 'gender'] as const

export function PersonalInfoStep() {
  const locale = useLocale()
  const { data: user } = useQuery(sessionQueries.currentUser(locale))
  // The form starts from the loaded user; the overlay sends visitors to login.
  return user ? <PersonalInfoForm user={user} /> : null
}

/** An account-area failure (message and field errors) in the overlay's terms. */
const asFailure = (result: { message: string; fieldErrors: AuthFailure['fieldErrors'] }): AuthFailure => ({
  ok: false,
  status: result.fieldErrors.length ? 422 : 400,
  code: 'save_failed',
  message: result.message,
  fieldErrors: result.fieldErrors,
})

/**
 * Personal information (spec part 1 §2): names only when missing, phone with country code,
 * date of birth, gender. A new or unverified phone gets a code and goes to verifyPhone (§4.8).
 */
function PersonalInfoForm({ user }: { user: CurrentUser }) {
  const intl = useIntl()
  const locale = useLocale()
  const overlay = useAuthOverlay()
  const queryClient = useQueryClient()
  const handleFailure = useFailureHandler()
  const [askNames] = useState(() => !user.first_name || !user.last_name)
  const t = (id: string) => intl.formatMessage({ id })

  const form = useAppForm({
    defaultValues: personalInfoDefaults(user),
    validationLogic: formValidationLogic(),
    validators: { onDynamic: personalInfoSchema },
    onSubmit: async ({ value, formApi }) => {
      overlay.clearError()
      const target = serverErrorTarget(FIELDS, formApi)
      const saved = await attempt(() => savePersonalInfo({ data: { locale, input: value } }))
      if (!saved?.ok) return handleFailure(saved ? asFailure(saved) : null, target)
      // Profile completeness needs a time zone; sign-up sends it, a social sign-up may not have.
      const timezone = browserTimeZone()
      if (!user.timezone && timezone) await attempt(() => saveProfileFields({ data: { locale, input: { timezone } } }))
      const phoneVerified = saved.data.phoneVerify
      if (!phoneVerified) {
        const sent = await attempt(() => sendPhoneCodeFn({ data: { locale, phone: value.phone } }))
        if (!sent?.ok) return handleFailure(sent, target, { blockedOnTooMany: true })
      }
      await queryClient.invalidateQueries({ queryKey: sessionQueries.all })
      await follow(overlay, { type: 'personalInfoSaved', phoneVerified })
    },
  })

  return (
    <>
      <StepForm
        form={form}
        title={<FormattedMessage id="auth.personal_info_title" />}
        description={<FormattedMessage id="auth.personal_info_text" />}
        submit={<FormattedMessage id="auth.save" />}
      >
        {askNames && (
          <div className="grid gap-4 mobile:grid-cols-2">
            <form.AppField name="first_name">{(field) => <field.TextField label={t('auth.first_name')} autoComplete="given-name" />}</form.AppField>
            <form.AppField name="last_name">{(field) => <field.TextField label={t('auth.last_name')} autoComplete="family-name" />}</form.AppField>
          </div>
        )}
        <form.AppField name="phone">{(field) => <field.PhoneField label={t('auth.phone')} />}</form.AppField>
        <form.AppField name="date_of_birth">{(field) => <field.DateOfBirthField label={t('auth.date_of_birth')} />}</form.AppField>
        <form.AppField name="gender">{(field) => <field.GenderField label={t('auth.gender')} />}</form.AppField>
      </StepForm>
    </>
  )
}
