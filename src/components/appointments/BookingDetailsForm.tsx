import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '~/components/ui/button'
import { useAppForm, formValidationLogic } from '~/components/form/form-hook'
import { FileUploadField, type FileUploads } from '~/components/uploads/FileUploads'
import { ConsultationPrice, useConsultationPricing } from '~/components/payments/ConsultationPrice'
import { submitChange } from '~/components/shared/show-result'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { problemsOf } from '~/lib/booking-times'
import { formatEuro } from '~/lib/format'
import { appointmentMutations } from '~/queries/appointments'
import { bookingForm } from '#contract/appointment-fields'
import { MAX_REASON_LENGTH, PLAN_KIND } from '#contract/appointments'
import { toCents } from '#contract/payments'
import type { Draft } from './booking-draft'
import { ChosenTimes, ProposalProblems, type DoctorHours } from './ProposalPicker'
import { TranslatorChoice, useTranslatorPlan } from './TranslatorChoice'

type Plan = { id: string | number; name: string; price: number; type: number; duration: number }

/**
 * The booking's last step (spec part 1 §5), one app form loaded when the step is shown (the form
 * library is not in the booking page's first load): translator, total, the chosen times, the reason
 * (kept in the draft as it is typed) and files; sending books and opens the new appointment.
 */
export default function BookingDetailsForm({
  doctorId,
  plan,
  draft,
  setDraft,
  clearDraft,
  instants,
  zone,
  doctorHours,
  uploads,
  problems,
  setProblems,
  onBack,
}: {
  doctorId: string
  plan: Plan
  draft: Draft
  setDraft: (draft: Draft) => void
  clearDraft: () => void
  instants: string[]
  zone: string
  doctorHours: DoctorHours
  uploads: FileUploads
  /** the proposal's problems (the contract's `proposalProblems`, or the API's), shared with the times step */
  problems: string[]
  setProblems: (problems: string[]) => void
  onBack: () => void
}) {
  const intl = useIntl()
  const locale = useLocale()
  const goTo = useNavigate()
  const book = useMutation(appointmentMutations.book())
  const priceFor = useConsultationPricing()
  const videoCall = plan.type === PLAN_KIND.video_call
  const translator = useTranslatorPlan(draft.translator, plan.duration)
  const form = useAppForm({
    defaultValues: { reason: draft.reason },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: bookingForm },
    onSubmit: async ({ value }) => {
      const found = problemsOf(draft.times, zone)
      setProblems(found)
      if (found.length) return
      await submitChange(
        intl,
        book.mutateAsync({
          doctorId,
          planId: String(plan.id),
          dates: instants,
          reason: value.reason,
          translatorPlanId: translator && videoCall ? String(translator.id) : undefined,
          files: uploads.uploaded,
        }),
        {
          successId: 'appointments.booked',
          done: (id) => {
            clearDraft()
            void goTo({ to: '/{-$lang}/appointments/$id', params: { lang: langParam(locale), id: String(id) } })
          },
          showFieldErrors: setProblems,
        },
      )
    },
  })

  return (
    <form.AppForm>
      <form.Form>
        <h2 className="text-lg font-semibold">
          <FormattedMessage id="appointments.step_details" />
        </h2>
        <p>
          {plan.name} · {formatEuro(plan.price, locale)}
        </p>
        {videoCall && (
          <TranslatorChoice
            language={draft.translator}
            duration={plan.duration}
            onLanguageChange={(translatorLanguage) => setDraft({ ...draft, translator: translatorLanguage })}
          />
        )}
        <ConsultationPrice price={priceFor(toCents(plan.price + (videoCall ? (translator?.price ?? 0) : 0)))} label="total" />
        <ChosenTimes instants={instants} zone={zone} doctor={doctorHours} />
        {/* The reason is kept in the draft as it is typed (a reload keeps it). */}
        <form.AppField name="reason" listeners={{ onChange: ({ value }) => setDraft({ ...draft, reason: value }) }}>
          {(field) => <field.TextareaField label={intl.formatMessage({ id: 'appointments.reason_label' })} maxLength={MAX_REASON_LENGTH} />}
        </form.AppField>
        <FileUploadField uploads={uploads} />
        <ProposalProblems problems={problems} />
        <div className="flex gap-3">
          <Button variant="outline" onClick={onBack}>
            <FormattedMessage id="appointments.back" />
          </Button>
          <form.SubmitButton disabled={instants.length === 0 || uploads.busy}>
            <FormattedMessage id="appointments.submit_booking" />
          </form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
