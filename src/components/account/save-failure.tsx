import { useState } from 'react'
import { useIntl } from 'react-intl'
import { toast } from '~/components/ui/toast'
import { applyServerErrors, serverErrorTarget, type ServerErrorForm } from '~/components/form/server-errors'
import type { ActionResult } from '~/lib/action-results'

/**
 * How every account form saves through its mutation (`useMutation(accountMutations.x(locale)).mutateAsync`):
 * the last general error is cleared, then a refused save's field errors go onto their fields and
 * anything else (or a thrown call, which the mutation cache has logged) becomes a general error,
 * shown in the form and as a toast.
 */
export function useAccountSave<TName extends string>(names: ReadonlyArray<TName>) {
  const intl = useIntl()
  const [generalError, setGeneralError] = useState<string | null>(null)
  const save = async <T,>(formApi: ServerErrorForm<TName>, run: () => Promise<ActionResult<T>>, onSaved: (data: T) => void) => {
    setGeneralError(null)
    const result = await run().catch(() => null)
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

/** A profile save (personal information, address): the mutation puts the answer into the cached user; a toast confirms it. */
export function useProfileSave<TName extends string>(names: ReadonlyArray<TName>, successMessageId: string) {
  const intl = useIntl()
  const { generalError, save } = useAccountSave(names)
  const saveProfile = <T,>(formApi: ServerErrorForm<TName>, run: () => Promise<ActionResult<T>>) =>
    save(formApi, run, () => toast({ title: intl.formatMessage({ id: successMessageId }), variant: 'success' }))
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
