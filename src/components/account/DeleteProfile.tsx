import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { localePrefix } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { useMutation } from '@tanstack/react-query'
import { accountMutations } from '~/queries/account'
import type { CurrentUser } from '~/queries/session'
import { ConfirmIdentityForm } from './ConfirmIdentityForm'

/**
 * Settings › delete my profile: a confirm with the current password (or 2FA code), then the account
 * is gone and home reloads signed out.
 */
export function DeleteProfile({ user }: { user: CurrentUser }) {
  const intl = useIntl()
  const locale = useLocale()
  const [open, setOpen] = useState(false)
  const deleteAccount = useMutation(accountMutations.deleteAccount())

  return (
    <>
      <Button variant="link" className="self-start px-0 text-red-700" onClick={() => setOpen(true)}>
        <FormattedMessage id="account.delete_profile" />
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage id="account.delete_title" />
            </DialogTitle>
            <DialogDescription>
              <FormattedMessage id="account.delete_text" />
            </DialogDescription>
          </DialogHeader>
          <ConfirmIdentityForm
            auth2fa={user.settings.auth2fa}
            submitLabel={intl.formatMessage({ id: 'account.delete' })}
            onConfirm={(proof) => deleteAccount.mutateAsync(proof)}
            // A full reload drops every cached trace of the signed-in user.
            onDone={() => window.location.assign(localePrefix(locale) || '/')}
            onCancel={() => setOpen(false)}
          />
        </DialogContent>
      </Dialog>
    </>
  )
}
