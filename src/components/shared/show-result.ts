import type { IntlShape } from 'react-intl'
import { toast } from '~/components/ui/toast'
import { applyServerErrors, type ServerErrorTarget } from '~/components/form/server-errors'
import type { ActionResult } from '~/lib/action-results'

/** The one generic error (spec part 1 §8, 'Something went wrong'): a call that threw, or a refusal with nothing more to say. */
export const GENERIC_ERROR = 'errors.generic'

export interface ResultOptions<T, TName extends string = never> {
  /** the success toast's message id; null when the page confirms it another way (a status dialog) */
  successId: string | null
  /** what success does next: close the dialog, clear the form, open the new appointment */
  done?: (data: T) => void
  /** a form's fields: the refusal's field errors go onto them (cleared as the patient edits) */
  fields?: ServerErrorTarget<TName>
  /** field messages shown beside a form whose fields they do not name (the add-dates picker) */
  showFieldErrors?: (messages: string[]) => void
  /** a form's general alert (`GeneralError`): a refusal's or failure's text is shown there too */
  general?: (text: string) => void
  /** false where the general alert is the one place a refusal is said (the sign-in overlay's, with the contact link) */
  toast?: boolean
}

/**
 * The one way a change's answer reaches the patient (spec part 1 §8): success runs `done` and
 * toasts `successId`; a refusal puts its field errors on the form's fields (or `showFieldErrors`),
 * else its message (a key or the API's translated text) is an error toast (and the form's general
 * alert); a thrown call (`null`) is the generic error.
 */
export function showResult<T, TName extends string = never>(
  intl: IntlShape,
  result: ActionResult<T> | null,
  options: ResultOptions<T, TName>,
) {
  const { successId, done, fields, showFieldErrors, general, toast: toasts = true } = options
  const error = (title: string) => {
    general?.(title)
    if (toasts) toast({ title, variant: 'error' })
  }
  if (!result) return error(intl.formatMessage({ id: GENERIC_ERROR }))
  if (!result.ok) {
    if (fields && applyServerErrors(result.fieldErrors, fields.fields, fields.setError)) return
    const messages = result.fieldErrors.flatMap((fieldError) => fieldError.messages)
    if (showFieldErrors && messages.length) return showFieldErrors(messages)
    return error(result.message in intl.messages ? intl.formatMessage({ id: result.message }) : result.message)
  }
  done?.(result.data)
  if (successId) toast({ title: intl.formatMessage({ id: successId }), variant: 'success' })
}

/**
 * A form's submit: awaits the mutation (`mutateAsync`, so the submit button is busy meanwhile) and
 * shows its answer with `showResult`.
 */
export async function submitChange<T, TName extends string = never>(
  intl: IntlShape,
  run: Promise<ActionResult<T>>,
  options: ResultOptions<T, TName>,
) {
  showResult(intl, await run.catch(() => null), options)
}

/** `showResult` as the callbacks of `mutate`, for a change made by a button rather than a form. */
export function changeToasts<T>(intl: IntlShape, successId: string | null, options: Omit<ResultOptions<T>, 'successId' | 'fields'> = {}) {
  return {
    onSuccess: (result: ActionResult<T>) => showResult(intl, result, { ...options, successId }),
    onError: () => showResult<T>(intl, null, { ...options, successId }),
  }
}

/** A payment, card or subscription change that failed outright (spec part 2 §8): `showResult`'s generic error. */
export const toastFailure = (intl: IntlShape) => showResult(intl, null, { successId: null })
