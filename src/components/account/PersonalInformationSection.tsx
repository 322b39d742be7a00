import { FormattedMessage, useIntl } from 'react-intl'
import * as v from 'valibot'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
// Statically, not the form's lazy field: the phone field must hydrate with this deferred section, or
// what was typed into it before the section's code arrived would be lost (ADR 0027).
import PhoneField from '~/components/form/phone-field'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { personalInfoDefaults, personalInfoSchema } from '~/lib/account-forms'
import { EMPTY_IDENTITY_PROOF, IDENTITY_PROOF_FIELDS, identityProof } from '~/lib/identity-proof'
import type { CurrentUser } from '~/queries/session'
import { useMutation } from '@tanstack/react-query'
import { accountMutations } from '~/queries/account'
import { GeneralError, useProfileSave } from './save-failure'

const FIELDS = ['first_name', 'last_name', 'phone', 'date_of_birth', 'gender', ...IDENTITY_PROOF_FIELDS] as const
/** The profile's rules; the re-authentication answer is the API's to judge. */
const schema = v.object({ ...personalInfoSchema.entries, current_password: v.string(), otp: v.string() })

/** Account › personal information (spec part 1 §2, §5): names, phone, date of birth, gender; e-mail read-only. */
export default function PersonalInformationSection({ user }: { user: CurrentUser }) {
  const intl = useIntl()
  const t = (id: string) => intl.formatMessage({ id })

  const { generalError, saveProfile } = useProfileSave(FIELDS, 'account.personal_information_success')
  const savePersonalInfo = useMutation(accountMutations.savePersonalInfo())
  const form = useAppForm({
    defaultValues: { ...personalInfoDefaults(user), ...EMPTY_IDENTITY_PROOF },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value: { current_password, otp, ...input }, formApi }) =>
      saveProfile(formApi, async () => {
        const result = await savePersonalInfo.mutateAsync({ input, proof: identityProof({ current_password, otp }, user.settings.auth2fa) })
        if (result.ok) formApi.setFieldValue(user.settings.auth2fa ? 'otp' : 'current_password', '')
        return result
      }),
  })
  // Replacing a verified phone is confirmed with the password or 2FA code (ADR 0010).
  const replacesVerifiedPhone = (phone: string) => user.phoneVerify && Boolean(user.phone) && phone !== user.phone

  return (
    <section aria-labelledby="personal-information-heading" className="flex flex-col gap-6">
      <h2 id="personal-information-heading" className="text-xl font-semibold">
        <FormattedMessage id="account.menu_personal-information" />
      </h2>
      <form.AppForm>
        <Card asChild padding="lg">
          <form.Form className="flex flex-col gap-5">
            <div className="grid gap-5 mobile:grid-cols-2">
              <form.AppField name="first_name">
                {(field) => <field.TextField label={t('account.first_name')} autoComplete="given-name" maxLength={100} />}
              </form.AppField>
              <form.AppField name="last_name">
                {(field) => <field.TextField label={t('account.last_name')} autoComplete="family-name" maxLength={100} />}
              </form.AppField>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="account-email">
                  <FormattedMessage id="account.email" />
                </Label>
                <Input id="account-email" type="email" value={user.email} readOnly dir="ltr" className="bg-slate-50 rtl:text-end" />
              </div>
              <form.AppField name="phone">{() => <PhoneField label={t('account.phone')} />}</form.AppField>
            </div>
            <form.Subscribe selector={(state) => replacesVerifiedPhone(state.values.phone)}>
              {(confirm) =>
                confirm &&
                (user.settings.auth2fa ? (
                  <form.AppField name="otp">
                    {(field) => <field.CodeField label={t('account.two_factor_code')} description={t('account.confirm_phone_code')} />}
                  </form.AppField>
                ) : (
                  <form.AppField name="current_password">
                    {(field) => (
                      <field.PasswordField label={t('account.current_password')} description={t('account.confirm_phone_password')} />
                    )}
                  </form.AppField>
                ))
              }
            </form.Subscribe>
            <form.AppField name="date_of_birth">{(field) => <field.DateOfBirthField label={t('account.date_of_birth')} />}</form.AppField>
            <form.AppField name="gender">{(field) => <field.GenderField label={t('account.gender')} />}</form.AppField>
            <GeneralError message={generalError} />
            <form.SubmitButton className="self-start">
              <FormattedMessage id="account.save" />
            </form.SubmitButton>
          </form.Form>
        </Card>
      </form.AppForm>
    </section>
  )
}
