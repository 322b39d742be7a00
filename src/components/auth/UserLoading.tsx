import { useIntl } from 'react-intl'
import { Spinner } from '~/components/ui/spinner'

/** Covers the page while a private address waits for the user (spec part 1 §2). */
export default function UserLoading() {
  const intl = useIntl()
  return <Spinner fullScreen label={intl.formatMessage({ id: 'ui.loading' })} />
}
