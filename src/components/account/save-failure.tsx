import { useState } from 'react'
import { useIntl } from 'react-intl'
import { toast } from '~/components/ui/toast'
import { applyServerErrors, serverErrorTarget, type ServerErrorForm } from '~/components/form/server-errors'
import { useLocale } from '~/i18n/useLocale'
import { useCurrentUserUpdater } from '~/queries/account'
import type { CurrentUser } from '~/queries/session'
import type { AccountResult } from '~/server/account.server'

/**
 * How every account form saves: the last general error is cleared, then a refused save's field
 * errors go onto their fields and anything else (or a thrown call) becomes a general error, shown
 * in the form and as a toast.
 */
export function useAccountSave<TName extends string>(names: ReadonlyArray<TName>) {
  const intl = useIntl()
  const [generalError, setGeneralError] = useState<string | null>(null)
  const save = async <T,>(formApi: ServerErrorForm<TName>, call: () => Promise<AccountResult<T>>, onSaved: (data: T) => void) => {
    setGeneralError(null)
    let result: AccountResult<T> | null = null
    try {
      result = await call()
    } catch {
      // Network or rejected input: the generic message below.
    }
    if (result?.ok) return onSaved(result.data)
    const target = serverErrorTarget(names, formApi)
    if (result && applyServerErrors(result.fieldErrors, target.fields, target.setError)) return
    const message = result?.message
    const text = message && message in intl.messages ? intl.formatMessage({ id: message }) : intl.formatMessage({ id: 'errors.generic' })
    setGeneralError(text)
    toast({ title: text, variant: 'error' })
  }
  return { generalError, save }
}

/** A profile save (personal information, address): the cached user takes what the API answered and a toast confirms it. */
export function useProfileSave<TName extends string>(names: ReadonlyArray<TName>, successMessageId: string) {
  const intl = useIntl()
  const updater = useCurrentUserUpdater(useLocale())
  const { generalError, save } = useAccountSave(names)
  const saveProfile = (formApi: ServerErrorForm<TName>, call: () => Promise<AccountResult<Partial<CurrentUser>>>) =>
    save(formApi, call, (data) => {
      updater.patch(data)
      toast({ title: intl.formatMessage({ id: successMessageId }), variant: 'success' })
    })
  return { generalError, saveProfile }
}

export function GeneralError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      {message}
    </p>
  )
}
