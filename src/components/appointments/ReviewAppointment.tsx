import { useId, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { StarIcon } from 'lucide-react'
import { Textarea } from '~/components/ui/textarea'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { changeToasts } from '~/components/shared/show-result'
import { FormDialog } from './FormDialog'
import type { AppointmentDetails } from './AppointmentPage'
import type { AppointmentDialogProps } from './appointment-dialogs'

/** 1 to 5 stars in halves (spec part 1 §9). */
const RATINGS = Array.from({ length: 9 }, (_, index) => 1 + index / 2)

/** The review dialog (spec part 1 §2 "review" modal): a rating in half stars and an optional comment, once. */
export default function ReviewAppointment({ appointment, open, onOpenChange }: AppointmentDialogProps<AppointmentDetails>) {
  const intl = useIntl()
  const locale = useLocale()
  const id = useId()
  const [rating, setRating] = useState<number | null>(null)
  const [comment, setComment] = useState('')
  const review = useMutation(appointmentMutations.review(locale, appointment.id))
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      titleId="appointments.review_title"
      submitId="appointments.send_review"
      submitDisabled={rating === null || review.isPending}
      onSubmit={() =>
        rating !== null && review.mutate({ rating, comment }, changeToasts(intl, 'appointments.review_sent', { done: () => onOpenChange(false) }))
      }
    >
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
              <input type="radio" name={`${id}-rating`} value={value} checked={rating === value} onChange={() => setRating(value)} className="sr-only" />
              <StarIcon aria-hidden className="size-4 fill-amber-400 text-amber-500" />
              <span aria-hidden>{intl.formatNumber(value)}</span>
              <span className="sr-only">{intl.formatMessage({ id: 'appointments.stars' }, { n: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium">
          <FormattedMessage id="appointments.review_comment" />
        </label>
        <Textarea id={`${id}-comment`} value={comment} maxLength={2000} onChange={(event) => setComment(event.target.value)} />
      </div>
    </FormDialog>
  )
}
