import type { IntlShape } from 'react-intl'
import { toast } from '~/components/ui/toast'
import type { AccountResult } from '~/lib/action-results'

/**
 * What an appointment change says when it is done (spec part 1 §8): the API's refusal as an error
 * toast, an exception as 'Something went wrong'; on success `done` runs (close the dialog, clear the
 * form) and `successId` is shown. Pass it as the callbacks of `mutate`.
 */
export function changeToasts(intl: IntlShape, successId: string, done?: () => void) {
  return {
    onSuccess: (result: AccountResult<unknown>) => {
      if (!result.ok) return toast({ title: result.message, variant: 'error' })
      done?.()
      toast({ title: intl.formatMessage({ id: successId }), variant: 'success' })
    },
    onError: () => toast({ title: intl.formatMessage({ id: 'appointments.something_went_wrong' }), variant: 'error' }),
  }
}
