import { useState, type MouseEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { XIcon } from 'lucide-react'
import { isModifiedClick } from '~/lib/return-path'
import { Logo } from './Logo'

interface PageHeaderProps {
  /** Where closing goes: the `returnTo` path the page was opened with (already checked by `returnPathParam`). */
  closeTo: string | undefined
  /**
   * Without `closeTo`: back to the entry before this page when the app has one (however many times the
   * page changed its own search meanwhile, e.g. the questionnaire's steps), else this path.
   */
  fallback: string
}

/**
 * The header of a page shown without the site header (spec part 2 §2 "Page header with close link
 * (to a given path, or back)"). The close control is a real link, so it works before hydration and
 * opens in a new tab on request.
 */
export function PageHeader({ closeTo, fallback }: PageHeaderProps) {
  const intl = useIntl()
  const router = useRouter()
  // The history entry this page was opened in; it stays mounted while only its search changes.
  const [entryIndex] = useState(() => router.history.location.state.__TSR_index)
  const href = closeTo ?? fallback
  const close = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return
    event.preventDefault()
    if (!closeTo && entryIndex > 0) router.history.go(entryIndex - router.history.location.state.__TSR_index - 1)
    else void router.navigate({ href })
  }
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-[1345px] items-center justify-between gap-2 px-4">
        <Logo />
        <a
          href={href}
          onClick={close}
          aria-label={intl.formatMessage({ id: 'layout.close_page' })}
          className="flex size-10 items-center justify-center rounded-full text-ink outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <XIcon aria-hidden className="size-6" />
        </a>
      </div>
    </header>
  )
}
