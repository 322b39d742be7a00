import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { serverErrorTarget } from '~/components/form/server-errors'
import { toastFailure } from '~/components/shared/show-result'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { toast } from '~/components/ui/toast'
import { useLocale } from '~/i18n/useLocale'
import { codeSchema } from '~/lib/auth-forms'
import { accountMutations } from '~/queries/account'
import type { CurrentUser } from '~/queries/session'
import { ConfirmIdentityForm } from './ConfirmIdentityForm'

type Setup = { qr: string; secretKey: string }

/**
 * Settings › two-factor (spec part 1 §4): switching on asks for the current password, then the API's
 * QR and secret in a modal; a correct code keeps it on. Cancelling the QR turns it off again.
 * Switching off asks for a code from the authenticator (ADR 0010).
 */
export function TwoFactorCard({ user }: { user: CurrentUser }) {
  const intl = useIntl()
  const locale = useLocale()
  const setTwoFactor = useMutation(accountMutations.setTwoFactor(locale, user.settings))
  const startSetup = useMutation(accountMutations.startTwoFactorSetup())
  const confirm = useMutation(accountMutations.confirmTwoFactor(locale, user.settings))
  const [setup, setSetup] = useState<Setup | null>(null)
  const busy = setTwoFactor.isPending || startSetup.isPending || confirm.isPending
  /** the re-authentication dialog before switching on or off */
  const [confirming, setConfirming] = useState<'on' | 'off' | null>(null)
  const enabled = user.settings.auth2fa || setup !== null
  const t = (id: string) => intl.formatMessage({ id })
  const generic = () => toastFailure(intl)

  /** Closing the QR modal of a setup that was never confirmed: nothing to re-authenticate, 2FA was off. */
  const cancelSetup = async () => {
    setSetup(null)
    codeForm.reset()
    // Thrown calls were logged by the mutation cache; they show as the generic error.
    const result = await setTwoFactor.mutateAsync({ auth2fa: false }).catch(() => null)
    if (!result?.ok) generic()
  }

  // The QR modal's code: the contract's code rule (six digits); the API checks the code itself, and
  // its refusal (a field error's key, else its message) shows under the field.
  const codeForm = useAppForm({
    defaultValues: { code: '' },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: codeSchema },
    onSubmit: async ({ value, formApi }) => {
      const result = await confirm.mutateAsync(value.code).catch(() => null)
      if (!result) return generic()
      if (!result.ok) return serverErrorTarget(['code'], formApi).setError('code', result.fieldErrors[0]?.messages[0] ?? result.message)
      setSetup(null)
      formApi.reset()
      toast({ title: t('account.two_fa_success'), variant: 'success' })
    },
  })
  const codeComplete = useStore(codeForm.store, (state) => state.values.code.length === 6)

  return (
    <Card as="section" padding="lg" aria-labelledby="two-factor-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <h3 id="two-factor-heading" className="text-lg font-semibold">
          <FormattedMessage id="account.two_factor" />
        </h3>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby="two-factor-heading"
          disabled={busy}
          onClick={() => (setup ? void cancelSetup() : setConfirming(user.settings.auth2fa ? 'off' : 'on'))}
          className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:opacity-50 aria-checked:bg-brand-600"
        >
          <span className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5.5 rtl:-translate-x-0.5 rtl:group-aria-checked:-translate-x-5.5" />
        </button>
      </div>
      <p className="text-sm text-muted">
        <FormattedMessage id="account.two_factor_text" />
      </p>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage id={confirming === 'off' ? 'account.two_factor_off_title' : 'account.two_factor_setup_title'} />
            </DialogTitle>
            <DialogDescription>
              <FormattedMessage id="account.confirm_identity_title" />
            </DialogDescription>
          </DialogHeader>
          {confirming === 'off' ? (
            <ConfirmIdentityForm
              auth2fa
              submitLabel={t('account.two_factor_turn_off')}
              onConfirm={(proof) => setTwoFactor.mutateAsync({ auth2fa: false, proof })}
              onDone={() => setConfirming(null)}
              onCancel={() => setConfirming(null)}
            />
          ) : (
            <ConfirmIdentityForm
              auth2fa={user.settings.auth2fa}
              submitLabel={t('account.continue')}
              onConfirm={(proof) => startSetup.mutateAsync(proof)}
              onDone={(data) => {
                setConfirming(null)
                setSetup(data)
              }}
              onCancel={() => setConfirming(null)}
            />
          )}
        </DialogContent>
      </Dialog>
      <Dialog open={setup !== null} onOpenChange={(open) => !open && void cancelSetup()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage id="account.two_factor_setup_title" />
            </DialogTitle>
            <DialogDescription>
              <FormattedMessage id="account.two_factor_setup_text" />
            </DialogDescription>
          </DialogHeader>
          {setup && (
            <codeForm.AppForm>
              <codeForm.Form className="flex flex-col items-center gap-4">
                <img src={setup.qr} alt={t('account.two_factor_qr_alt')} width={192} height={192} className="size-48" />
                <p className="text-center text-sm">
                  <FormattedMessage id="account.two_factor_secret" />{' '}
                  <code dir="ltr" data-testid="totp-secret" className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all">
                    {setup.secretKey}
                  </code>
                </p>
                <div className="w-full">
                  <codeForm.AppField name="code">{(field) => <field.CodeField label={t('account.two_factor_code')} />}</codeForm.AppField>
                </div>
                <DialogFooter className="w-full">
                  <Button variant="outline" onClick={() => void cancelSetup()}>
                    <FormattedMessage id="account.cancel" />
                  </Button>
                  <codeForm.SubmitButton disabled={busy || !codeComplete}>
                    <FormattedMessage id="account.verify" />
                  </codeForm.SubmitButton>
                </DialogFooter>
              </codeForm.Form>
            </codeForm.AppForm>
          )}
        </DialogContent>
      </Dialog>
    </Card>
  )
}
