import { GraphQLError } from 'graphql'
import { toCents } from '#contract/payments'
import type { Resolvers } from '../generated/resolvers-types'
import { requirePatient, type GraphQLContext } from '../graphql/context'
import { parseId } from '../shared/errors'
import { apiMessage } from '../shared/messages'
import { parsePagination } from '../shared/pagination'
import { addCard, listCards, removeCard, setDefaultCard } from './cards.service'
import { confirmPayment, listCharges, payAppointment } from './charges.service'
import type { PaymentAnswer, PaymentDeps, PaymentRefusal, PaymentResult, PaymentRow } from './payment-types'
import { paymentDiscountOf, receiptUrlOf } from './receipts.service'
import { activeSubscription } from '../subscriptions/subscription-periods'
import { setAutoRenew, subscribe, switchPlanOption } from '../subscriptions/patient-subscriptions.service'
import { entitledPlan, listedFeatures } from '../entitlements/entitlements.service'
import { planName } from '../subscriptions/plan-names'
import type { CardError } from './test-cards'
import { PAGE_LIMITS } from '#contract/page-limits'
import { paymentDescription } from './payment-description'

/** The payment dependencies, or the clear error of a production API without Stripe keys. */
function payments(ctx: GraphQLContext): PaymentDeps {
  if (!ctx.payments) {
    throw new GraphQLError(apiMessage('payments_unavailable', ctx.locale), {
      extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } },
    })
  }
  return ctx.payments
}

const STATUS_OF_REFUSAL: Record<PaymentRefusal, number> = {
  appointment_not_found: 404,
  payment_not_found: 404,
  card_not_found: 404,
  plan_not_found: 404,
  not_payable: 409,
  price_changed: 409,
  payment_in_progress: 409,
  already_subscribed: 409,
  not_subscribed: 409,
  no_saved_card: 409,
  too_many_declines: 429,
  too_many_cards: 409,
}

function refusalError(ctx: GraphQLContext, refused: PaymentRefusal): GraphQLError {
  const status = STATUS_OF_REFUSAL[refused]
  return new GraphQLError(apiMessage(refused, ctx.locale), {
    extensions: {
      code: status === 404 ? 'NOT_FOUND' : status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_USER_INPUT',
      reason: refused,
      http: { status },
    },
  })
}

/** A card the processor refused outside a payment (saving a card): the code tells the web which field. */
function cardErrorError(ctx: GraphQLContext, error: CardError): GraphQLError {
  return new GraphQLError(apiMessage('card_error', ctx.locale), {
    extensions: { code: 'CARD_ERROR', error_code: error.code, decline_code: error.declineCode, http: { status: 402 } },
  })
}

function valueOf<T>(ctx: GraphQLContext, result: PaymentResult<T>): T {
  if (result.ok) return result.value
  if ('refused' in result) throw refusalError(ctx, result.refused)
  throw cardErrorError(ctx, result.cardError)
}

/** Where the browser goes after a successful payment (the web adds the language prefix). */
function redirectOf(payment: PaymentRow): string | null {
  if (payment.status !== 'succeeded') return null
  if (payment.purpose === 'appointment') return `/appointments/${payment.appointmentId}?payment=true`
  return '/subscription?page=subscribed'
}

function answer({ payment, clientSecret, cardError }: PaymentAnswer) {
  return {
    id: payment.id,
    status: payment.status,
    redirect_url: redirectOf(payment),
    client_secret: clientSecret,
    error_code: cardError?.code ?? payment.errorCode,
    decline_code: cardError?.declineCode ?? payment.declineCode,
    message: cardError?.message ?? null,
  }
}

const sourceId = (value: string) => value.trim()

/** The payments clock (a test's fake one), else the wall clock; what a plan grants follows it too. */
export const clock = (ctx: GraphQLContext) => ctx.payments?.now() ?? new Date()

export const paymentResolvers: Resolvers = {
  Query: {
    paymentConfig: (_, __, ctx) => ({
      processor: ctx.payments?.processor.name ?? 'none',
      publishable_key: ctx.payments?.processor.publishableKey ?? null,
    }),
    getSource: async (_, __, ctx) => listCards(ctx.db, await requirePatient(ctx)),
    chargePayments: async (_, { pagination }, ctx) => {
      const userId = await requirePatient(ctx)
      const { total, rows } = await listCharges(ctx.db, userId, parsePagination(pagination, PAGE_LIMITS.charges))
      return { total, data: rows }
    },
    getSubscriptionFeatures: async (_, __, ctx) => {
      const plan = await entitledPlan(ctx.db, await requirePatient(ctx), clock(ctx))
      return listedFeatures((plan && (await ctx.reads.findSubscriptionPlan(plan.id))?.features) || [])
    },
  },

  Mutation: {
    PayAppointment: async (_, { input }, ctx) => {
      const userId = await requirePatient(ctx)
      const cents = (euro: number | null | undefined) => (euro === null || euro === undefined ? null : toCents(euro))
      const result = await payAppointment(payments(ctx), userId, {
        payKey: input.payKey,
        paymentMethodId: sourceId(input.sourceId),
        priceCents: cents(input.price),
        amountDueCents: cents(input.amountDue),
        save: input.save ?? false,
      })
      return answer(valueOf(ctx, result))
    },
    PaySubscription: async (_, { input }, ctx) => {
      const userId = await requirePatient(ctx)
      const planId = parseId(input.plan_id, 'plan_id')
      const optionId = parseId(input.option_id, 'option_id')
      const plan = await ctx.reads.findSubscriptionPlan(planId)
      if (!plan?.options.some((option) => option.id === optionId)) throw refusalError(ctx, 'plan_not_found')
      const result = await subscribe(payments(ctx), userId, {
        planOptionId: optionId,
        paymentMethodId: sourceId(input.sourceId),
        save: input.save ?? true,
      })
      return answer(valueOf(ctx, result))
    },
    ConfirmPayment: async (_, { id }, ctx) =>
      answer(valueOf(ctx, await confirmPayment(payments(ctx), await requirePatient(ctx), String(id)))),
    createSource: async (_, { input }, ctx) => {
      valueOf(ctx, await addCard(payments(ctx), await requirePatient(ctx), sourceId(input.source)))
      return { message: 'card_added' }
    },
    removeCard: async (_, { input }, ctx) => {
      valueOf(ctx, await removeCard(payments(ctx), await requirePatient(ctx), sourceId(input.source)))
      return { message: 'card_removed' }
    },
    setDefault: async (_, { input }, ctx) => {
      valueOf(ctx, await setDefaultCard(ctx.db, await requirePatient(ctx), sourceId(input.source)))
      return { message: 'successfully_updated' }
    },
    cancelSubscription: async (_, __, ctx) => {
      valueOf(ctx, await setAutoRenew(payments(ctx), await requirePatient(ctx), false))
      return { message: 'subscription_canceled' }
    },
    switchSubscriptionPlan: async (_, { option_id }, ctx) => {
      valueOf(ctx, await switchPlanOption(payments(ctx), await requirePatient(ctx), parseId(option_id, 'option_id')))
      return { message: 'plan_switched' }
    },
    restartSubscription: async (_, __, ctx) => {
      valueOf(ctx, await setAutoRenew(payments(ctx), await requirePatient(ctx), true))
      return { message: 'subscription_restarted' }
    },
  },

  PaymentSource: {
    source: (card) => card.paymentMethodId,
    user_id: (card) => card.userId,
    is_default: (card) => card.isDefault,
    source_info: (card) => ({ card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear } }),
  },

  ChargePayment: {
    created_at: (payment) => Math.floor(payment.createdAt.getTime() / 1000),
    amount: (payment) => payment.amountCents,
    description: (payment, _, ctx) => paymentDescription(payment, payment.plan, ctx.locale),
    receipt_url: (payment) => receiptUrlOf(payment),
    discount: (payment, _, ctx) => {
      const discount = paymentDiscountOf(payment)
      return (
        discount && {
          price: discount.priceCents,
          amount: discount.discountCents,
          percent: discount.percent,
          plan: planName(discount.plan, ctx.locale),
        }
      )
    },
  },

  User: {
    // The patient's current subscription (null once it has expired: the free plan applies).
    subscribe: async (user, _, ctx) => {
      // Read with the session when `me` asked for it in time (graphql/session-loader.ts).
      const withSession = await ctx.session.part(user.id, 'subscription')
      const active = withSession !== undefined ? withSession : await activeSubscription(ctx.db, user.id, clock(ctx))
      if (!active) return null
      const plan = await ctx.reads.findSubscriptionPlan(active.planId)
      const renewsAs = plan?.options.find((option) => option.id === active.planOptionId)?.durationType ?? active.durationType
      return {
        subscription_id: active.id,
        name: plan ? planName(plan.name, ctx.locale) : '',
        icon: plan?.icon ?? null,
        duration_type: active.durationType,
        expiration_date: active.expirationDate,
        auto_renew_status: active.autoRenew,
        next_duration_type: renewsAs === active.durationType ? null : renewsAs,
      }
    },
  },
}
