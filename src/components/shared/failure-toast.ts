import type { IntlShape } from 'react-intl'
import { toast } from '~/components/ui/toast'

/** 'Something went wrong' (spec part 2 §8): a payment, card or subscription change that failed outright. */
export const toastFailure = (intl: IntlShape) => toast({ title: intl.formatMessage({ id: 'errors.generic' }), variant: 'error' })
