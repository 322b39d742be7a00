import { FormattedMessage } from 'react-intl'
import { Button } from '~/components/ui/button'
import { useLocale } from '~/i18n/useLocale'
import { guideUrl } from '~/lib/read-guide'

/** The read-guide popup's one action: the guide in a new tab (`onOpen` records it as opened). */
export function ReadGuideLink({ onOpen }: { onOpen: () => void }) {
  const locale = useLocale()
  return (
    <Button asChild>
      <a href={guideUrl(locale)} target="_blank" rel="noreferrer" onClick={onOpen}>
        <FormattedMessage id="room.open_guide" />
      </a>
    </Button>
  )
}
