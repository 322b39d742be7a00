import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { applyServerErrors } from '~/components/form/server-errors'
import { Card } from '~/components/ui/card'
import { toast } from '~/components/ui/toast'
import { contactRequestSchema } from '~/lib/contact-form'
import { contactMutations } from '~/queries/catalog'
import { asciiDigits } from '#contract/digits'

export interface ContactFormValues {
  first_name: string
  last_name: string
  phone_number: string
  email: string
  description: string
}

const EMPTY: ContactFormValues = { first_name: '', last_name: '', phone_number: '', email: '', description: '' }
const FIELD_NAMES = Object.keys(EMPTY) as ReadonlyArray<keyof ContactFormValues>

/** Limits shared with `contactRequestSchema`; they also fill the string_max message. */
const NAME_MAX = 100
const EMAIL_MAX = 254
const DESCRIPTION_MAX = 5000
const PHONE_EXAMPLE = '+49 30 1234567'

interface ContactFormProps {
  /** Prefill, e.g. from the signed-in user (a later issue). */
  defaultValues?: Partial<ContactFormValues>
}

/**
 * The contact form (spec part 1 §5/§8, part 2 §5): validated with the shared valibot schema on submit
 * and on blur after the first submit; a captcha token is required, else nothing is sent.
 */
export function ContactForm({ defaultValues }: ContactFormProps) {
  const intl = useIntl()
  const [generalError, setGeneralError] = useState<string | null>(null)
  const send = useMutation(contactMutations.send())
  const t = (id: string) => intl.formatMessage({ id })

  const fail = (message: string) => {
    setGeneralError(message)
    toast({ title: message, variant: 'error' })
  }

  const form = useAppForm({
    defaultValues: { ...EMPTY, ...defaultValues },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: contactRequestSchema },
    onSubmit: async ({ value, formApi }) => {
      setGeneralError(null)
      const generic = t('errors.generic')
      // A thrown call (no captcha token, network) was logged by the mutation cache.
      const result = await send.mutateAsync(value).catch(() => null)
      if (!result) return fail(generic)
      if (result.ok) {
        toast({ title: t('contact.success'), variant: 'success' })
        formApi.reset()
        return
      }
      // The API throttles messages per client; the form keeps what was typed.
      if (result.code === 'TOO_MANY_REQUESTS') return fail(t('contact.too_many_requests'))
      const applied = applyServerErrors(result.fieldErrors, FIELD_NAMES, (name, message) =>
        formApi.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } })),
      )
      if (!applied) fail(result.message in intl.messages ? t(result.message) : generic)
    },
  })

  return (
    <form.AppForm>
      <Card asChild padding="lg">
        <form.Form aria-labelledby="contact-form-heading" className="flex flex-col gap-5 tablet:p-8">
          <h2 id="contact-form-heading" className="text-xl font-semibold">
            <FormattedMessage id="contact.form_heading" />
          </h2>
          <div className="grid gap-5 mobile:grid-cols-2">
            <form.AppField name="first_name">
              {(field) => <field.TextField label={t('contact.first_name')} autoComplete="given-name" maxLength={NAME_MAX} />}
            </form.AppField>
            <form.AppField name="last_name">
              {(field) => <field.TextField label={t('contact.last_name')} autoComplete="family-name" maxLength={NAME_MAX} />}
            </form.AppField>
            <form.AppField name="phone_number">
              {(field) => (
                <field.TextField
                  label={t('contact.phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  sanitize={asciiDigits}
                  // Numbers read left to right in every language.
                  dir="ltr"
                  className="rtl:text-end"
                  placeholder={PHONE_EXAMPLE}
                  description={<FormattedMessage id="contact.phone_hint" values={{ example: <bdi dir="ltr">{PHONE_EXAMPLE}</bdi> }} />}
                />
              )}
            </form.AppField>
            <form.AppField name="email">{(field) => <field.EmailField label={t('contact.email')} maxLength={EMAIL_MAX} />}</form.AppField>
          </div>
          <form.AppField name="description">
            {(field) => <field.TextareaField label={t('contact.description')} rows={6} maxLength={DESCRIPTION_MAX} />}
          </form.AppField>
          {generalError && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
              {generalError}
            </p>
          )}
          <form.SubmitButton className="self-start">
            <FormattedMessage id="contact.submit" />
          </form.SubmitButton>
        </form.Form>
      </Card>
    </form.AppForm>
  )
}

export default ContactForm
