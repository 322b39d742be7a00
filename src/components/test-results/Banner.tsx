import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { Card } from '~/components/ui/card'

/** A banner of the section (spec part 2 §2): an icon, a title and a sentence, and its one link (`children`). */
export function Banner({
  icon: Icon,
  titleId,
  textId,
  children,
}: {
  icon: LucideIcon
  titleId: string
  textId: string
  children: ReactNode
}) {
  return (
    <Card className="flex flex-col items-start gap-3 bg-brand-50 mobile:flex-row mobile:items-center">
      <Icon aria-hidden className="size-8 shrink-0 text-brand-600" />
      <div className="flex flex-1 flex-col gap-1">
        <p className="font-semibold">
          <FormattedMessage id={titleId} />
        </p>
        <p className="text-sm">
          <FormattedMessage id={textId} />
        </p>
      </div>
      {children}
    </Card>
  )
}
