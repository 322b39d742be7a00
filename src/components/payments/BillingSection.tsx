import { getRouteApi } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import type { CurrentUser } from '~/queries/session'
import { CurrentPlanCard } from './CurrentPlanCard'
import { PaymentHistory } from './PaymentHistory'
import { PaymentMethodsCard } from './PaymentMethodsCard'

const route = getRouteApi('/{-$lang}/account')

/** Account › billing and plans (spec part 2 §2): current plan, payment methods, payment history. */
export default function BillingSection({ user }: { user: CurrentUser }) {
  const { action, history } = route.useSearch()
  const navigate = route.useNavigate()
  const setSearch = (changes: { action?: 'add_card' }) =>
    navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true, resetScroll: false })
  return (
    <section aria-labelledby="billing-heading" className="flex flex-col gap-6">
      <h2 id="billing-heading" className="text-xl font-semibold">
        <FormattedMessage id="account.menu_billing_and_plans" />
      </h2>
      <CurrentPlanCard user={user} onAddCard={() => setSearch({ action: 'add_card' })} />
      <PaymentMethodsCard
        addCardOpen={action === 'add_card'}
        onAddCardOpenChange={(open) => setSearch({ action: open ? 'add_card' : undefined })}
      />
      <PaymentHistory page={history ?? 0} />
    </section>
  )
}
