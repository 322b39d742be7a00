import { getRouteApi, Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { ArrowLeftIcon, CircleCheckIcon } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { MOBILE_MESSAGES, postToMobileShell } from '~/lib/mobile-shell'
import { paymentQueries } from '~/queries/payments'
import { APPOINTMENT_STATUS } from '#contract/appointments'
import { toCents } from '#contract/payments'
import { ConsultationPrice, useConsultationPricing } from './ConsultationPrice'
import { PaymentForm } from './PaymentForm'
import { PlanName } from '~/components/shared/PlanName'
import { useSuspenseData } from '~/queries/suspense-data'

const route = getRouteApi('/{-$lang}/payment/$payKey')

/** `/payment/{payKey}`: pay an approved appointment (spec part 1 §2 "Payment screen"). */
export function PaymentPage() {
  const { payKey } = route.useParams()
  const locale = useLocale()
  const appointment = useSuspenseData(paymentQueries.payable(locale, payKey))
  const priceFor = useConsultationPricing()
  if (!appointment) return null
  // The API checks both what the page shows: the appointment's price and the amount due the card is charged.
  const due = priceFor(toCents(appointment.price))
  const doctor = `${appointment.doctor.first_name} ${appointment.doctor.last_name}`
  const payable = appointment.status === APPOINTMENT_STATUS.approved && !appointment.paid
  const toAppointment = { to: '/{-$lang}/appointments/$id', params: { lang: langParam(locale), id: String(appointment.id) } } as const
  return (
    <main className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-10">
      <Link
        {...toAppointment}
        onClick={() => postToMobileShell(MOBILE_MESSAGES.close)}
        className="flex items-center gap-2 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeftIcon aria-hidden className="size-4 rtl:-scale-x-100" />
        <FormattedMessage id="payments.back_to_appointment" />
      </Link>
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="payments.page_title" />
      </h1>
      <Card as="section" aria-labelledby="payment-summary" className="flex flex-col gap-1">
        <h2 id="payment-summary" className="text-base font-semibold">
          {doctor}
        </h2>
        <p className="text-sm text-muted">
          <PlanName plan={appointment.plan} />
        </p>
        <div className="mt-2">
          <ConsultationPrice price={due} label="due" />
        </div>
      </Card>
      {payable ? (
        <Card as="section">
          <PaymentForm
            mode="purchase"
            target={{
              kind: 'appointment',
              payKey,
              appointmentId: String(appointment.id),
              price: appointment.price,
              amountDue: due.amountCents / 100,
            }}
            amountCents={due.amountCents}
            purchaseName={`${appointment.plan.name} · ${doctor}`}
          />
        </Card>
      ) : (
        <div role="status" className="flex flex-col items-start gap-3 rounded-2xl bg-slate-50 p-5 text-sm">
          {appointment.paid && <CircleCheckIcon aria-hidden className="size-6 text-green-600" />}
          <FormattedMessage id={appointment.paid ? 'payments.already_paid' : 'payments.not_payable'} />
          <Button asChild variant="outline" size="sm">
            <Link {...toAppointment}>
              <FormattedMessage id="appointments.view_appointment" />
            </Link>
          </Button>
        </div>
      )}
    </main>
  )
}
