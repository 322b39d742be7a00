import { useState } from 'react'
import { useIntl } from 'react-intl'
import { toast } from '~/components/ui/toast'
import { serverErrorTarget, type ServerErrorForm } from '~/components/form/server-errors'
import { GENERIC_ERROR, showResult } from '~/components/shared/show-result'
import type { ActionResult } from '~/lib/action-results'

/**
 * How every account form saves through its mutation (`useMutation(accountMutations.x(locale)).mutateAsync`),
 * shown the one way (`showResult`): the last general error is cleared, then a refused save's field
 * errors go onto their fields and anything else (or a thrown call, which the mutation cache has
 * logged) becomes a general error, shown in the form and as a toast. A refusal's text that is not
 * one of our message keys is the generic error.
 */
export function useAccountSave<TName extends string>(names: ReadonlyArray<TName>) {
  const intl = useIntl()
  const [generalError, setGeneralError] = useState<string | null>(null)
  const save = async <T,>(formApi: ServerErrorForm<TName>, run: () => Promise<ActionResult<T>>, onSaved: (data: T) => void) => {
    setGeneralError(null)
    const result = await run().catch(() => null)
    const shown = result && !result.ok && !(result.message in intl.messages) ? { ...result, message: GENERIC_ERROR } : result
    showResult(intl, shown, {
      successId: null,
      done: onSaved,
      fields: serverErrorTarget(names, formApi),
      general: setGeneralError,
    })
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
