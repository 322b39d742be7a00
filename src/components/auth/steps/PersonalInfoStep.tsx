import { useMutation, useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { useState } from 'react'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { NAME_FIELDS, NameFields } from '~/components/form/name-fields'
import { serverErrorTarget } from '~/components/form/server-errors'
import { useLocale } from '~/i18n/useLocale'
import { personalInfoDefaults, personalInfoSchema } from '~/lib/account-forms'
import { sessionQueries, type CurrentUser } from '~/queries/session'
import { browserTimeZone } from '~/lib/browser-time-zone'
import { accountMutations } from '~/queries/account'
import { authMutations } from '~/queries/auth'
import type { AuthFailure } from '~/lib/action-results'
import { useAuthOverlay } from '../overlay-context'
import { StepForm, follow, settled, useFailureHandler, useHealthGaps } from './shared'

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
  const overlay = useAuthOverlay()
  const handleFailure = useFailureHandler()
  const savePersonalInfo = useMutation(accountMutations.savePersonalInfo())
  const saveTimeZone = useMutation(accountMutations.saveProfileFields())
  const sendCode = useMutation(authMutations.sendPhoneCode())
  const healthGaps = useHealthGaps()
  const [askNames] = useState(() => !user.first_name || !user.last_name)
  const t = (id: string) => intl.formatMessage({ id })

  const form = useAppForm({
    defaultValues: personalInfoDefaults(user),
    validationLogic: formValidationLogic(),
    validators: { onDynamic: personalInfoSchema },
    onSubmit: async ({ value, formApi }) => {
      overlay.clearError()
      const target = serverErrorTarget(FIELDS, formApi)
      const saved = await settled(() => savePersonalInfo.mutateAsync({ input: value }))
      if (!saved?.ok) return handleFailure(saved ? asFailure(saved) : null, target)
      // Profile completeness needs a time zone; sign-up sends it, a social sign-up may not have.
      const timezone = browserTimeZone()
      if (!user.timezone && timezone) await settled(() => saveTimeZone.mutateAsync({ timezone }))
      const phoneVerified = saved.data.phoneVerify
      if (!phoneVerified) {
        const sent = await settled(() => sendCode.mutateAsync(value.phone))
        if (!sent?.ok) return handleFailure(sent, target, { blockedOnTooMany: true })
      }
      // A gender set here may add questions to a begun questionnaire (a woman's cycle and pregnancy).
      const { toResume } = await healthGaps(Number(value.gender))
      await follow(overlay, { type: 'personalInfoSaved', phoneVerified, healthToResume: toResume })
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
        {askNames && <NameFields form={form} fields={NAME_FIELDS} namespace="auth" />}
        <form.AppField name="phone">{(field) => <field.PhoneField label={t('auth.phone')} />}</form.AppField>
        <form.AppField name="date_of_birth">{(field) => <field.DateOfBirthField label={t('auth.date_of_birth')} />}</form.AppField>
        <form.AppField name="gender">{(field) => <field.GenderField label={t('auth.gender')} />}</form.AppField>
      </StepForm>
    </>
  )
}
