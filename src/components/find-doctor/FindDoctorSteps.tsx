import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { NAME_FIELDS, NameFields } from '~/components/form/name-fields'
import { AgreementText } from '~/components/legal/AgreementText'
import { Button } from '~/components/ui/button'
import { agreementSchema, concernsSchema, contactSchema, type FindDoctorDraft } from '~/lib/find-doctor-form'
import { MAX_HEALTH_CONCERNS_LENGTH } from '#contract/find-doctor'
import { PhoneNumber } from '~/components/form/PhoneNumber'
import { formatCalendarDate } from '#contract/date-format'
import { useLocale } from '~/i18n/useLocale'

type Organization = { id: string | number; name: string }
type StepProps = {
  draft: FindDoctorDraft
  /** Moves on with the step's answers (checked by its rules). */
  onNext: (values: Partial<FindDoctorDraft>) => void
  /** Every keystroke, so a reload keeps what was typed. */
  onChange: (values: Partial<FindDoctorDraft>) => void
}

/** Back (except on the first step) and the step's submit button. */
function StepButtons({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      {onBack && (
        <Button type="button" variant="outline" onClick={onBack}>
          <FormattedMessage id="findDoctor.back" />
        </Button>
      )}
      {children}
    </div>
  )
}

/** Step 0: where the patient would like to be treated; none chosen means anywhere. */
export function LocationStep({ draft, organizations, onNext, onChange }: StepProps & { organizations: ReadonlyArray<Organization> }) {
  const id = useId()
  const chosen = new Set(draft.organization_ids)
  const toggle = (organizationId: string, checked: boolean) => {
    const next = organizations
      .map((organization) => String(organization.id))
      .filter((candidate) => (candidate === organizationId ? checked : chosen.has(candidate)))
    onChange({ organization_ids: next })
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        onNext({ organization_ids: draft.organization_ids })
      }}
    >
      <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-hint`}>
        <legend className="mb-1 font-medium">
          <FormattedMessage id="findDoctor.location_legend" />
        </legend>
        <p id={`${id}-hint`} className="text-sm text-muted">
          <FormattedMessage id="findDoctor.location_hint" />
        </p>
        <div className="grid gap-3 mobile:grid-cols-2">
          {organizations.map((organization) => (
            <label
              key={organization.id}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 p-4 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={chosen.has(String(organization.id))}
                onChange={(event) => toggle(String(organization.id), event.target.checked)}
              />
              <span className="font-medium">{organization.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <StepButtons>
        <Button type="submit">
          <FormattedMessage id="findDoctor.next" />
        </Button>
      </StepButtons>
    </form>
  )
}

/** Step 1: who the patient is. A signed-in patient's e-mail is the account's; a visitor's becomes it. */
export function ContactStep({
  draft,
  accountEmail,
  onNext,
  onBack,
  onChange,
}: StepProps & { accountEmail: string | null; onBack: () => void }) {
  const intl = useIntl()
  const t = (messageId: string) => intl.formatMessage({ id: messageId })
  const { first_name, last_name, phone, date_of_birth, gender, email } = draft
  const form = useAppForm({
    defaultValues: {
      first_name,
      last_name,
      phone,
      date_of_birth,
      gender,
      email,
    },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: contactSchema(accountEmail === null) },
    listeners: { onChange: ({ formApi }) => onChange(formApi.state.values) },
    onSubmit: ({ value }) => onNext(value),
  })
  return (
    <form.AppForm>
      <form.Form>
        {accountEmail === null ? (
          <form.AppField name="email">
            {(field) => <field.EmailField label={t('findDoctor.email')} description={t('findDoctor.email_hint')} />}
          </form.AppField>
        ) : (
          <p className="text-sm">
            <FormattedMessage id="findDoctor.account_email" values={{ email: <bdi dir="ltr">{accountEmail}</bdi> }} />
          </p>
        )}
        <NameFields form={form} fields={NAME_FIELDS} namespace="findDoctor" />
        <form.AppField name="phone">{(field) => <field.PhoneField label={t('findDoctor.phone')} />}</form.AppField>
        <form.AppField name="date_of_birth">{(field) => <field.DateOfBirthField label={t('findDoctor.date_of_birth')} />}</form.AppField>
        <form.AppField name="gender">{(field) => <field.GenderField label={t('findDoctor.gender')} />}</form.AppField>
        <StepButtons onBack={onBack}>
          <form.SubmitButton>
            <FormattedMessage id="findDoctor.next" />
          </form.SubmitButton>
        </StepButtons>
      </form.Form>
    </form.AppForm>
  )
}

/** Step 2: what troubles the patient, in their words, and any reports or scans (`children`: the file field). */
export function ConcernsStep({ draft, onNext, onBack, onChange, children }: StepProps & { onBack: () => void; children: ReactNode }) {
  const intl = useIntl()
  const form = useAppForm({
    defaultValues: { healthConcerns: draft.healthConcerns },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: concernsSchema },
    listeners: { onChange: ({ formApi }) => onChange(formApi.state.values) },
    onSubmit: ({ value }) => onNext(value),
  })
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="healthConcerns">
          {(field) => (
            <field.TextareaField
              label={intl.formatMessage({ id: 'findDoctor.concerns_label' })}
              description={intl.formatMessage({
                id: 'findDoctor.concerns_hint',
              })}
              maxLength={MAX_HEALTH_CONCERNS_LENGTH}
              rows={6}
            />
          )}
        </form.AppField>
        {children}
        <StepButtons onBack={onBack}>
          <form.SubmitButton>
            <FormattedMessage id="findDoctor.next" />
          </form.SubmitButton>
        </StepButtons>
      </form.Form>
    </form.AppForm>
  )
}

/** Step 3: the request at a glance, the agreement, and Send (`children`: a problem to show above it). */
export function AgreementStep({
  draft,
  organizations,
  files,
  signedIn,
  pending,
  onSubmit,
  onBack,
  children,
}: {
  draft: FindDoctorDraft
  organizations: ReadonlyArray<Organization>
  files: string[]
  signedIn: boolean
  pending: boolean
  onSubmit: (values: Partial<FindDoctorDraft>) => void
  onBack: () => void
  children: ReactNode
}) {
  const intl = useIntl()
  const locale = useLocale()
  const form = useAppForm({
    defaultValues: { agree: draft.agree },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: agreementSchema },
    onSubmit: ({ value }) => onSubmit(value),
  })
  const places = organizations
    .filter((organization) => draft.organization_ids.includes(String(organization.id)))
    .map((organization) => organization.name)
  const gender = draft.gender === '1' ? 'account.gender_male' : 'account.gender_female'
  return (
    <form.AppForm>
      <form.Form>
        <dl className="grid gap-x-6 gap-y-2 text-sm mobile:grid-cols-[max-content_1fr]">
          <dt className="text-muted">
            <FormattedMessage id="findDoctor.step_location" />
          </dt>
          <dd>{places.length ? places.join(', ') : <FormattedMessage id="findDoctor.any_location" />}</dd>
          <dt className="text-muted">
            <FormattedMessage id="findDoctor.step_contact" />
          </dt>
          <dd>
            {draft.first_name} {draft.last_name} · <FormattedMessage id={gender} /> · {formatCalendarDate(draft.date_of_birth, locale)} ·{' '}
            <PhoneNumber value={draft.phone} />
          </dd>
          <dt className="text-muted">
            <FormattedMessage id="findDoctor.step_concerns" />
          </dt>
          <dd className="line-clamp-4 whitespace-pre-line">{draft.healthConcerns}</dd>
          {files.length > 0 && (
            <>
              <dt className="text-muted">
                <FormattedMessage id="findDoctor.files_label" />
              </dt>
              <dd>{files.join(', ')}</dd>
            </>
          )}
        </dl>
        <form.AppField name="agree">
          {(field) => (
            <field.CheckboxField label={intl.formatMessage({ id: 'findDoctor.agreement_label' })}>
              <AgreementText id="findDoctor.agreement" />
            </field.CheckboxField>
          )}
        </form.AppField>
        {!signedIn && (
          <p className="text-sm text-muted">
            <FormattedMessage id="findDoctor.account_needed" />
          </p>
        )}
        {children}
        <StepButtons onBack={onBack}>
          <Button type="submit" disabled={pending}>
            <FormattedMessage id="findDoctor.send" />
          </Button>
        </StepButtons>
      </form.Form>
    </form.AppForm>
  )
}
