import type { IntlShape } from 'react-intl'
import { toast } from '~/components/ui/toast'
import type { AccountResult } from '~/lib/action-results'

/**
 * What an appointment change says when it is done (spec part 1 §8): the API's refusal as an error
 * toast (or, with `showFieldErrors`, its field messages beside the form), an exception as 'Something
 * went wrong'; on success `done` runs (close the dialog, clear the form, open the new appointment)
 * and `successId` is shown (none when `done` confirms it another way, e.g. a status dialog). Pass it
 * as the callbacks of `mutate`.
 */
export function changeToasts<T>(
  intl: IntlShape,
  successId: string | null,
  { done, showFieldErrors }: { done?: (data: T) => void; showFieldErrors?: (messages: string[]) => void } = {},
) {
  return {
    onSuccess: (result: AccountResult<T>) => {
      if (!result.ok) {
        const messages = result.fieldErrors.flatMap((error) => error.messages)
        if (showFieldErrors && messages.length) return showFieldErrors(messages)
        return toast({ title: result.message, variant: 'error' })
      }
      done?.(result.data)
      if (successId) toast({ title: intl.formatMessage({ id: successId }), variant: 'success' })
    },
    onError: () => toast({ title: intl.formatMessage({ id: 'appointments.something_went_wrong' }), variant: 'error' }),
  }
}
