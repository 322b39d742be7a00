import { FormattedMessage } from 'react-intl'
import { SiteLink } from '~/components/shared/SiteLink'

const linkClass = 'font-medium text-brand-600 underline'

/** An agreement's wording (`id`) with its <terms> and <privacy> parts linking to those pages in a new tab. */
export function AgreementText({ id }: { id: string }) {
  return (
    <FormattedMessage
      id={id}
      values={{
        terms: (chunks) => (
          <SiteLink path="terms" className={linkClass} target="_blank">
            {chunks}
          </SiteLink>
        ),
        privacy: (chunks) => (
          <SiteLink path="privacy-policy" className={linkClass} target="_blank">
            {chunks}
          </SiteLink>
        ),
      }}
    />
  )
}
