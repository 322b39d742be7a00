import { useId } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { StarIcon } from 'lucide-react'
import * as v from 'valibot'
import { useAppForm } from '~/components/form/form-hook'
import { serverErrorTarget } from '~/components/form/server-errors'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { submitChange } from '~/components/shared/show-result'
import { FormDialog } from '~/components/shared/FormDialog'
import type { AppointmentDetails } from './AppointmentPage'
import type { AppointmentDialogProps } from './appointment-dialogs'
import { reviewForm } from '#contract/appointment-fields'
import { MAX_REASON_LENGTH } from '#contract/appointments'

/** 1 to 5 stars in halves (spec part 1 §9). */
const RATINGS = Array.from({ length: 9 }, (_, index) => 1 + index / 2)

/** The review dialog (spec part 1 §2 "review" modal): a rating in half stars and an optional comment, once. */
export default function ReviewAppointment({ appointment, open, onOpenChange }: AppointmentDialogProps<AppointmentDetails>) {
  const intl = useIntl()
  const locale = useLocale()
  const id = useId()
  const review = useMutation(appointmentMutations.review(locale, appointment.id))
  const form = useAppForm({
    defaultValues: { rating: null as number | null, comment: '' },
    // The button stays off until a rating is chosen; the contract's rule checks what is sent.
    onSubmit: ({ value, formApi }) =>
      submitChange(intl, review.mutateAsync(v.parse(reviewForm, value)), {
        successId: 'appointments.review_sent',
        fields: serverErrorTarget(['comment'], formApi),
        done: () => onOpenChange(false),
      }),
  })
  const rated = useStore(form.store, (state) => state.values.rating !== null)
  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      titleId="appointments.review_title"
      submitId="appointments.send_review"
      submitDisabled={!rated}
    >
      <form.Field name="rating">
        {(field) => (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">
              <FormattedMessage id="appointments.review_rating" />
            </legend>
            <div className="flex flex-wrap gap-2">
              {RATINGS.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-1 rounded-full border border-slate-200 px-3 py-1 text-sm has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
                >
                  <input
                    type="radio"
                    name={`${id}-rating`}
                    value={value}
                    checked={field.state.value === value}
                    onChange={() => field.handleChange(value)}
                    className="sr-only"
                  />
                  <StarIcon aria-hidden className="size-4 fill-amber-400 text-amber-500" />
                  <span aria-hidden>{intl.formatNumber(value)}</span>
                  <span className="sr-only">{intl.formatMessage({ id: 'appointments.stars' }, { n: value })}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </form.Field>
      <form.AppField name="comment">
        {(field) => <field.TextareaField label={intl.formatMessage({ id: 'appointments.review_comment' })} maxLength={MAX_REASON_LENGTH} />}
      </form.AppField>
    </FormDialog>
  )
}
