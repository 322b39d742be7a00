import { lazy, Suspense } from 'react'
import { getRouteApi, Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { BuildingIcon, CheckIcon, CrownIcon, XIcon } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { formatEuro } from '~/lib/format'
import { cn } from '~/lib/utils'
import { planQueries, type SubscriptionPlan } from '~/queries/plans'
import { sessionQueries } from '~/queries/session'
import { DURATION } from '#contract/payments'
import { featureValue, pricing, splitPlans, type FeatureValue, type Period } from './plan-pricing'
import { SubscriptionFaq } from './SubscriptionFaq'
import { useSuspenseData } from '~/queries/suspense-data'

const route = getRouteApi('/{-$lang}/subscription/')

// Only subscribers switch periods: visitors' first load does not carry it.
const SwitchPlan = lazy(() => import('./SwitchPlan'))

/**
 * `/subscription` (spec part 2 §2): upgrade to the paid plan, monthly or yearly (the patient's own
 * period when subscribed, else year), the basic-versus-paid comparison, the discount badge, the
 * enterprise banner and the FAQ. A visitor choosing the plan gets the login overlay; a free patient
 * 'unlock now'; a subscriber the current-plan badge.
 */
export function SubscriptionPage() {
  const locale = useLocale()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const user = useSuspenseData(sessionQueries.currentUser(locale))
  const { basic, paid } = splitPlans(useSuspenseData(planQueries.list(locale)))
  const subscription = user?.subscribe ?? null
  const period: Period = search.period ?? (subscription?.duration_type === DURATION.month ? 'month' : 'year')
  if (!paid) return null
  const price = pricing(paid, period)
  const setPeriod = (next: Period) => navigate({ search: (previous) => ({ ...previous, period: next }), replace: true, resetScroll: false })

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-10">
      <header className="flex flex-col items-center gap-4 text-center">
        <h1 className="text-3xl font-semibold">
          <FormattedMessage id="payments.upgrade_to" values={{ plan: paid.name }} />
        </h1>
        {/* Native radios: arrow keys move between the periods, as a radio group should. */}
        <fieldset className="inline-flex rounded-full bg-slate-100 p-1">
          <legend className="sr-only">
            <FormattedMessage id="payments.billing_period" />
          </legend>
          {(['month', 'year'] as const).map((value) => (
            <label
              key={value}
              className="relative cursor-pointer rounded-full px-5 py-2 text-sm font-medium text-muted has-[:checked]:bg-white has-[:checked]:text-ink has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name="period"
                value={value}
                checked={period === value}
                onChange={() => setPeriod(value)}
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              <FormattedMessage id={`payments.period_${value}`} />
              {value === 'year' && price.discount > 0 && (
                <span className="ms-2 rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-800">
                  <FormattedMessage id="payments.save_percent" values={{ percent: price.discount }} />
                </span>
              )}
            </label>
          ))}
        </fieldset>
      </header>

      <div className="grid gap-6 tablet:grid-cols-2">
        {basic && (
          <PlanCard title={basic.name} price={formatEuro(0, locale)} current={Boolean(user) && !subscription}>
            <p className="text-sm text-muted">
              <FormattedMessage id="payments.basic_text" />
            </p>
          </PlanCard>
        )}
        <PlanCard
          highlighted
          title={
            <span className="flex items-center gap-2">
              <CrownIcon aria-hidden className="size-5 text-amber-500" />
              {paid.name}
            </span>
          }
          price={<FormattedMessage id="payments.per_month" values={{ amount: formatEuro(price.perMonthCents / 100, locale) }} />}
          current={Boolean(subscription)}
        >
          {period === 'year' && (
            <p className="text-sm text-muted">
              <FormattedMessage id="payments.billed_yearly" values={{ amount: formatEuro(price.billedCents / 100, locale) }} />
            </p>
          )}
          {!subscription && price.option && <Choose planId={String(paid.id)} optionId={String(price.option.id)} signedIn={Boolean(user)} />}
          {subscription && price.option && (
            <Suspense fallback={null}>
              <SwitchPlan
                subscription={subscription}
                optionId={String(price.option.id)}
                durationType={price.option.duration_type}
                billedCents={price.billedCents}
              />
            </Suspense>
          )}
        </PlanCard>
      </div>

      <Comparison basic={basic} paid={paid} />

      <aside className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 tablet:flex-row tablet:items-center">
        <BuildingIcon aria-hidden className="size-10 text-brand-700" />
        <div className="flex-1">
          <h2 className="text-lg font-semibold">
            <FormattedMessage id="payments.enterprise_title" />
          </h2>
          <p className="text-sm">
            <FormattedMessage id="payments.enterprise_text" />
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/{-$lang}/contact-us" params={{ lang: langParam(locale) }}>
            <FormattedMessage id="payments.enterprise_contact" />
          </Link>
        </Button>
      </aside>

      <SubscriptionFaq />
    </main>
  )
}

function PlanCard({
  title,
  price,
  current,
  highlighted = false,
  children,
}: {
  title: React.ReactNode
  price: React.ReactNode
  current: boolean
  highlighted?: boolean
  children: React.ReactNode
}) {
  return (
    <section
      className={cn('flex flex-col gap-3 rounded-2xl border bg-white p-6', highlighted ? 'border-brand-600 shadow-md' : 'border-slate-200')}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{title}</h2>
        {current && (
          <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-medium text-white">
            <FormattedMessage id="payments.current_plan" />
          </span>
        )}
      </div>
      <p className="text-2xl font-semibold">{price}</p>
      {children}
    </section>
  )
}

/** 'Unlock now' for a signed-in patient; a visitor gets the login overlay (spec part 2 §2). */
function Choose({ planId, optionId, signedIn }: { planId: string; optionId: string; signedIn: boolean }) {
  const locale = useLocale()
  const navigate = route.useNavigate()
  if (!signedIn) {
    return (
      <Button
        className="mt-2"
        onClick={() => void navigate({ search: (previous) => ({ ...previous, page: 'login' }), resetScroll: false })}
      >
        <FormattedMessage id="payments.choose_plan" />
      </Button>
    )
  }
  return (
    <Button asChild className="mt-2">
      <Link to="/{-$lang}/subscription/$planId/$optionId/payment" params={{ lang: langParam(locale), planId, optionId }}>
        <FormattedMessage id="payments.unlock_now" />
      </Link>
    </Button>
  )
}

function Comparison({ basic, paid }: { basic: SubscriptionPlan | null; paid: SubscriptionPlan }) {
  const names = [...new Set([...(basic?.features ?? []), ...paid.features].map((feature) => feature.name))]
  const itemOf = (plan: SubscriptionPlan | null, name: string) => plan?.features.find((feature) => feature.name === name)?.item
  return (
    <section aria-labelledby="comparison" className="flex flex-col gap-4">
      <h2 id="comparison" className="text-xl font-semibold">
        <FormattedMessage id="payments.compare_plans" />
      </h2>
      <Card padding="none" className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="p-3 text-start font-medium">
                <FormattedMessage id="payments.feature" />
              </th>
              <th scope="col" className="p-3 text-center font-medium">
                {basic?.name}
              </th>
              <th scope="col" className="p-3 text-center font-medium">
                {paid.name}
              </th>
            </tr>
          </thead>
          <tbody>
            {names.map((name) => (
              <tr key={name} className="border-t border-slate-100">
                <th scope="row" className="p-3 text-start font-normal">
                  <FormattedMessage id={`payments.feature_${name}`} />
                </th>
                <td className="p-3 text-center">
                  <Value value={featureValue(itemOf(basic, name))} />
                </td>
                <td className="p-3 text-center">
                  <Value value={featureValue(itemOf(paid, name))} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </section>
  )
}

function Value({ value }: { value: FeatureValue }) {
  const intl = useIntl()
  switch (value.kind) {
    case 'yes':
      return <CheckIcon role="img" aria-label={intl.formatMessage({ id: 'payments.included' })} className="mx-auto size-5 text-green-600" />
    case 'no':
      return <XIcon role="img" aria-label={intl.formatMessage({ id: 'payments.not_included' })} className="mx-auto size-5 text-slate-400" />
    case 'gb':
      return <FormattedMessage id="payments.unit_gb" values={{ value: value.value }} />
    case 'per_month':
      return <FormattedMessage id="payments.unit_per_month" values={{ value: value.value }} />
    case 'percent':
      return <>{intl.formatNumber(value.value / 100, { style: 'percent', maximumFractionDigits: 2 })}</>
  }
}
