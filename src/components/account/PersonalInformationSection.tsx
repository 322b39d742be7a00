import { FormattedMessage, useIntl } from 'react-intl'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { useLocale } from '~/i18n/useLocale'
import { personalInfoDefaults, personalInfoSchema } from '~/lib/account-forms'
import type { CurrentUser } from '~/queries/session'
import { useMutation } from '@tanstack/react-query'
import { accountMutations } from '~/queries/account'
import { GeneralError, useProfileSave } from './save-failure'

const FIELDS = ['first_name', 'last_name', 'phone', 'date_of_birth', 'gender'] as const

/** Account › personal information (spec part 1 §2, §5): names, phone, date of birth, gender; e-mail read-only. */
export function PersonalInformationSection({ user }: { user: CurrentUser }) {
  const intl = useIntl()
  const locale = useLocale()
  const t = (id: string) => intl.formatMessage({ id })

  const { generalError, saveProfile } = useProfileSave(FIELDS, 'account.personal_information_success')
  const savePersonalInfo = useMutation(accountMutations.savePersonalInfo(locale))
  const form = useAppForm({
    defaultValues: personalInfoDefaults(user),
    validationLogic: formValidationLogic(),
    validators: { onDynamic: personalInfoSchema },
    onSubmit: ({ value, formApi }) => saveProfile(formApi, () => savePersonalInfo.mutateAsync(value)),
  })

  return (
    <section aria-labelledby="personal-information-heading" className="flex flex-col gap-6">
      <h2 id="personal-information-heading" className="text-xl font-semibold">
        <FormattedMessage id="account.menu_personal-information" />
      </h2>
      <form.AppForm>
        <form.Form className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6">
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
            <form.AppField name="phone">{(field) => <field.PhoneField label={t('account.phone')} />}</form.AppField>
          </div>
          <form.AppField name="date_of_birth">{(field) => <field.DateOfBirthField label={t('account.date_of_birth')} />}</form.AppField>
          <form.AppField name="gender">{(field) => <field.GenderField label={t('account.gender')} />}</form.AppField>
          <GeneralError message={generalError} />
          <form.SubmitButton className="self-start">
            <FormattedMessage id="account.save" />
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </section>
  )
}
