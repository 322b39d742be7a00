import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { Spinner } from '~/components/ui/spinner'
import { toast } from '~/components/ui/toast'
import { localePrefix } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { useMutation } from '@tanstack/react-query'
import { accountMutations } from '~/queries/account'

/** Settings › delete my profile: a confirm (delete / cancel), then the account is gone and home reloads signed out. */
export function DeleteProfile() {
  const intl = useIntl()
  const locale = useLocale()
  const [open, setOpen] = useState(false)
  const deleteAccount = useMutation(accountMutations.deleteAccount(locale))
  // Busy until the page reloads.
  const busy = deleteAccount.isPending || deleteAccount.data?.ok === true

  const remove = async () => {
    // A thrown call was logged by the mutation cache; it shows as the generic error.
    const result = await deleteAccount.mutateAsync().catch(() => null)
    if (!result?.ok) return toast({ title: intl.formatMessage({ id: 'errors.generic' }), variant: 'error' })
    // A full reload drops every cached trace of the signed-in user.
    window.location.assign(localePrefix(locale) || '/')
  }

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
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              <FormattedMessage id="account.cancel" />
            </Button>
            <Button variant="destructive" disabled={busy} onClick={() => void remove()}>
              {busy && <Spinner label={intl.formatMessage({ id: 'ui.loading' })} className="text-current" />}
              <FormattedMessage id="account.delete" />
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}
