import { useState } from 'react'
import { useIntl } from 'react-intl'
import { toast } from '~/components/ui/toast'
import type { FieldError } from '~/lib/field-errors'
import { applyServerErrors } from '~/components/form/server-errors'

/**
 * What every account form does with a failed save: field errors go onto their fields, anything
 * else becomes a general error (shown in the form and as a toast).
 */
export function useSaveFailure<TName extends string>(names: ReadonlyArray<TName>, setError: (name: TName, message: string) => void) {
  const intl = useIntl()
  const [generalError, setGeneralError] = useState<string | null>(null)
  const fail = (message?: string, fieldErrors: ReadonlyArray<FieldError> = []) => {
    if (applyServerErrors(fieldErrors, names, setError)) return
    const text = message && message in intl.messages ? intl.formatMessage({ id: message }) : intl.formatMessage({ id: 'errors.generic' })
    setGeneralError(text)
    toast({ title: text, variant: 'error' })
  }
  return { generalError, clearError: () => setGeneralError(null), fail }
}

export function GeneralError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      {message}
    </p>
  )
}
