import { getRouteApi, Link, notFound } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { ArrowLeftIcon } from 'lucide-react'
import { PaymentForm } from '~/components/payments/PaymentForm'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { formatEuro } from '~/lib/format'
import { planQueries } from '~/queries/plans'
import { sessionQueries } from '~/queries/session'
import { toCents } from '#contract/payments'
import { Card } from '~/components/ui/card'
import { useSuspenseData } from '~/queries/suspense-data'

const route = getRouteApi('/{-$lang}/subscription/$planId/$optionId/payment')

/** `/subscription/{planId}/{optionId}/payment` (spec part 2 §2): the card form in purchase mode. */
export function SubscriptionPaymentPage() {
  const { planId, optionId } = route.useParams()
  const locale = useLocale()
  const user = useSuspenseData(sessionQueries.currentUser(locale))
  const plan = useSuspenseData(planQueries.list(locale)).find((candidate) => String(candidate.id) === planId)
  const option = plan?.options.find((candidate) => String(candidate.id) === optionId)
  if (!plan || !option) throw notFound()
  const amountCents = toCents(option.price)
  return (
    <main className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-10">
      <Link
        to="/{-$lang}/subscription"
        params={{ lang: langParam(locale) }}
        className="flex items-center gap-2 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeftIcon aria-hidden className="size-4 rtl:-scale-x-100" />
        <FormattedMessage id="payments.back_to_plans" />
      </Link>
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="payments.subscribe_title" values={{ plan: plan.name }} />
      </h1>
      <Card as="section" aria-labelledby="plan-summary" className="flex flex-col gap-1">
        <h2 id="plan-summary" className="text-base font-semibold">
          {plan.name} · <FormattedMessage id={`payments.duration_${option.duration_type}`} />
        </h2>
        <p className="text-lg font-semibold">{formatEuro(amountCents / 100, locale)}</p>
      </Card>
      {/* A visitor sees the login overlay over this page (the route adds ?page=login). */}
      {user && (
        <Card as="section">
          {user.subscribe ? (
            <p role="status">
              <FormattedMessage id="payments.already_subscribed" />
            </p>
          ) : (
            <PaymentForm
              mode="purchase"
              target={{ kind: 'subscription', planId, optionId }}
              amountCents={amountCents}
              purchaseName={`${plan.name} (${option.duration_type === 2 ? 'yearly' : 'monthly'})`}
            />
          )}
        </Card>
      )}
    </main>
  )
}
