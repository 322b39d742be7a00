import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { CatchBoundary, useRouter } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { HydrateLater } from '~/components/lazy/HydrateLater'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { toast } from '~/components/ui/toast'
import { localePrefix } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { MOBILE_MESSAGES, postToMobileShell } from '~/lib/mobile-shell'
import type { CardMethodResult, PaymentAnswer } from '~/lib/payment-results'
import { safeRedirectTarget } from '~/lib/safe-redirect'
import { reportPurchase } from '~/lib/track-purchase'
import { paymentMutations, paymentQueries, type PaymentTarget } from '~/queries/payments'
import { sessionQueries } from '~/queries/session'
import { cardErrorField, type CardField } from '#contract/payments'
import { formatEuro } from '~/lib/format'
import type { CardFieldErrors, CardSource } from './card-source'
import NewCardFormLater from './NewCardForm?hydrate-later'
import { SavedCardList } from './SavedCardList'
import { TestModeNotice } from './TestModeNotice'
import { toastFailure } from '~/components/shared/show-result'

const NEW_CARD = 'new'
// The new-card form is server-rendered; its code (the form hook's library) loads when the patient
// starts on it, as the contact form's does (ADR 0026, ADR 0054).
const NewCardForm = NewCardFormLater as typeof import('./NewCardForm').default

// The dialogs' code (the dialog primitive's focus trap and scroll lock, ~16 kB) is not in the page's
// first load: most payments need neither. It is fetched when a payment starts, so it is there by the
// time the answer asks for a dialog.
const loadChallengeDialog = () => import('./ChallengeDialog')
const loadStatusDialog = () => import('~/components/ui/status-dialog')
const ChallengeDialog = lazy(() => loadChallengeDialog().then((module) => ({ default: module.ChallengeDialog })))
const StatusDialog = lazy(() => loadStatusDialog().then((module) => ({ default: module.StatusDialog })))

type Props =
  | { mode: 'purchase'; target: PaymentTarget; amountCents: number; purchaseName: string; onCardAdded?: never }
  | { mode: 'addCard'; onCardAdded: () => void; target?: never; amountCents?: never; purchaseName?: never }

/**
 * The card form (spec part 1 §4, part 2 §4): saved cards with the first preselected, or a new card
 * (holder name required; saving offered to signed-in patients when paying). Card errors land on
 * their field (spec part 2 §8); any other outcome opens the payment_error modal; an exception is the
 * 'Something went wrong' toast. 3-D Secure: Stripe.js's own challenge, or the built-in processor's.
 */
export function PaymentForm(props: Props) {
  const intl = useIntl()
  const locale = useLocale()
  const router = useRouter()
  const purchase = props.mode === 'purchase'
  const config = useQuery(paymentQueries.config(locale))
  const user = useQuery(sessionQueries.currentUser(locale)).data ?? null
  const cards = useQuery({ ...paymentQueries.cards(locale), enabled: Boolean(user) && purchase }).data ?? []
  const [choice, setChoice] = useState<string | null>(null)
  const selected = purchase ? (choice ?? cards[0]?.source ?? NEW_CARD) : NEW_CARD

  const [cardErrors, setCardErrors] = useState<CardFieldErrors>({})
  const [paymentError, setPaymentError] = useState(false)
  const [challenge, setChallenge] = useState<{ intentId: string; paymentId: string } | null>(null)
  const stripeSource = useRef<CardSource | null>(null)

  const target = props.mode === 'purchase' ? props.target : null
  /** What a payment pays for: only a purchase pays, so the add-card form never gets here. */
  const paying = (): PaymentTarget => {
    if (!target) throw new Error('only a purchase pays')
    return target
  }
  const pay = useMutation(paymentMutations.pay())
  const answerChallenge = useMutation(paymentMutations.answerChallenge())
  const confirm = useMutation(paymentMutations.confirm())
  const addCard = useMutation(paymentMutations.addCard())
  const processor = config.data?.processor

  const failed = () => {
    postToMobileShell(MOBILE_MESSAGES.fail)
    toastFailure(intl)
  }

  /** A card error on its field when the new-card inputs show; otherwise the payment_error modal. */
  const showCardError = (code: string | null, onNewCard: boolean) => {
    const field = cardErrorField(code)
    if (field && onNewCard && code) setCardErrors({ [field]: code })
    else setPaymentError(true)
    postToMobileShell(MOBILE_MESSAGES.fail)
  }

  const succeeded = (answer: PaymentAnswer) => {
    postToMobileShell(MOBILE_MESSAGES.success)
    if (props.mode === 'purchase') {
      reportPurchase({
        userId: user ? String(user.id) : null,
        value: props.amountCents / 100,
        transactionId: answer.id,
        item: { id: itemId(props.target), name: props.purchaseName },
      })
    }
    const href = safeRedirectTarget(answer.redirectUrl ? `${localePrefix(locale)}${answer.redirectUrl}` : null, window.location.origin)
    if (href) void router.navigate({ href })
  }

  const settle = async (answer: PaymentAnswer, onNewCard: boolean): Promise<void> => {
    if (answer.status === 'succeeded') return succeeded(answer)
    if (answer.status === 'failed') return showCardError(answer.errorCode, onNewCard)
    if (answer.status === 'requires_action' && answer.clientSecret) {
      if (processor === 'local') return setChallenge({ intentId: answer.clientSecret, paymentId: answer.id })
      await stripeSource.current?.handleAction?.(answer.clientSecret)
      postToMobileShell(MOBILE_MESSAGES.threeDSecureComplete)
      const confirmed = await confirm.mutateAsync({ target: paying(), paymentId: answer.id })
      return confirmed.ok ? settle(confirmed.data, onNewCard) : failed()
    }
    setPaymentError(true)
  }

  const payWith = async (sourceId: string, save: boolean, onNewCard: boolean) => {
    const result = await pay.mutateAsync({ target: paying(), sourceId, save })
    if (!result.ok) return toast({ title: result.message, variant: 'error' })
    await settle(result.data, onNewCard)
  }

  const guarded = (work: () => Promise<unknown>) => async () => {
    void loadChallengeDialog().catch(() => undefined)
    void loadStatusDialog().catch(() => undefined)
    try {
      await work()
    } catch {
      failed()
    }
  }

  const submitNewCard = (create: () => Promise<CardMethodResult>, save: boolean) =>
    guarded(async () => {
      setCardErrors({})
      const method = await create()
      if (!method.ok) return showCardError(method.code, true)
      if (!purchase) {
        const saved = await addCard.mutateAsync(method.id)
        if (saved.ok) return props.onCardAdded?.()
        return saved.code ? showCardError(saved.code, true) : toast({ title: saved.message, variant: 'error' })
      }
      await payWith(method.id, save, true)
    })()

  const onCardEdit = useCallback(
    (field: CardField) => setCardErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors)),
    [],
  )
  const busy = pay.isPending || confirm.isPending || addCard.isPending || challenge !== null
  const submitLabel = purchase ? (
    <FormattedMessage id="payments.pay_amount" values={{ amount: formatEuro(props.amountCents / 100, locale) }} />
  ) : (
    <FormattedMessage id="payments.add_card" />
  )

  if (config.isError || processor === 'none') {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
        <FormattedMessage id="payments.provider_unavailable" />
      </p>
    )
  }
  if (!processor) return <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />

  return (
    <div className="flex flex-col gap-5">
      {processor === 'local' && <TestModeNotice />}
      {purchase && cards.length > 0 && <SavedCardList cards={cards} selected={selected} newCardValue={NEW_CARD} onSelect={setChoice} />}
      {selected === NEW_CARD ? (
        <HydrateLater when="interaction" fallback={<Spinner label={intl.formatMessage({ id: 'ui.loading' })} />}>
          <NewCardForm
            processor={processor === 'local' ? 'local' : 'stripe'}
            publishableKey={config.data?.publishable_key ?? ''}
            label={intl.formatMessage({ id: purchase ? 'payments.new_card' : 'payments.add_card' })}
            offerSave={purchase && Boolean(user)}
            submitLabel={submitLabel}
            busy={busy}
            errors={cardErrors}
            onEdit={onCardEdit}
            stripeSourceRef={stripeSource}
            onSubmit={(create, save) => void submitNewCard(create, save)}
          />
        </HydrateLater>
      ) : (
        <PayButton busy={busy} onClick={() => void guarded(() => payWith(selected, false, false))()}>
          {submitLabel}
        </PayButton>
      )}
      {/* A dialog whose code could not be fetched (a lost network, a deploy since the page loaded): the
          'Something went wrong' toast instead, and the form is usable again. */}
      <CatchBoundary
        getResetKey={() => `${challenge?.paymentId}-${paymentError}`}
        onCatch={() => {
          setChallenge(null)
          setPaymentError(false)
          failed()
        }}
        errorComponent={() => null}
      >
        <Suspense fallback={null}>
          {challenge !== null && (
            <ChallengeDialog
              open
              amountCents={props.amountCents ?? null}
              pending={answerChallenge.isPending}
              onAnswer={(passed) => {
                if (!challenge) return
                void guarded(async () => {
                  const answer = await answerChallenge.mutateAsync({ target: paying(), ...challenge, passed })
                  setChallenge(null)
                  postToMobileShell(MOBILE_MESSAGES.threeDSecureComplete)
                  if (!answer.ok) return toast({ title: answer.message, variant: 'error' })
                  await settle(answer.data, selected === NEW_CARD)
                })()
              }}
            />
          )}
          {paymentError && (
            <StatusDialog
              open
              kind="error"
              titleId="payments.payment_error"
              messageId="errors.generic"
              buttonId="payments.ok"
              onClose={() => setPaymentError(false)}
            />
          )}
        </Suspense>
      </CatchBoundary>
    </div>
  )
}

/** Paying with a saved card: full width, a spinner while it works. */
function PayButton({ busy, children, onClick }: { busy: boolean; children: ReactNode; onClick: () => void }) {
  const intl = useIntl()
  return (
    <Button className="w-full" disabled={busy} onClick={onClick}>
      {busy && <Spinner label={intl.formatMessage({ id: 'ui.loading' })} className="text-current" />}
      {children}
    </Button>
  )
}

const itemId = (target: PaymentTarget) =>
  target.kind === 'appointment' ? `appointment-${target.appointmentId}` : `plan-${target.planId}-${target.optionId}`
