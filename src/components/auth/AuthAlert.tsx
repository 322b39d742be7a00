import { useEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { XIcon } from 'lucide-react'
import { SiteLink } from '~/components/shared/SiteLink'

/**
 * The overlay's general error (spec part 1 §8): a closable alert that scrolls into view, with the
 * server's message or the generic text and a link to the contact page.
 */
export function AuthAlert({ message, onClose }: { message: string; onClose: () => void }) {
  const intl = useIntl()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [message])
  return (
    <div
      ref={ref}
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <p className="flex-1">
        {message || <FormattedMessage id="errors.generic" />}{' '}
        <SiteLink path="contact-us" className="font-medium underline">
          <FormattedMessage id="errors.contact_us_link" />
        </SiteLink>
      </p>
      <button
        type="button"
        onClick={onClose}
        aria-label={intl.formatMessage({ id: 'ui.close' })}
        className="rounded p-0.5 outline-none hover:bg-red-100 focus-visible:ring-2 focus-visible:ring-red-500"
      >
        <XIcon className="size-4" aria-hidden />
      </button>
    </div>
  )
}
