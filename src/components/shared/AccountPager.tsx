import { useEffect, useRef } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { buttonVariants } from '~/components/ui/button'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import type { PageSearch } from '~/lib/account-pages'
import { cn } from '~/lib/utils'

/**
 * A page past the list's end (its last row deleted, an old or hand-edited address) is replaced by the
 * last page there is (`pages`, at least 1), in place in the history. `searchOf` must be stable (a
 * module's function, src/lib/account-pages.ts).
 */
export function useLastPageWhenPastTheEnd({ pastTheEnd, pages, searchOf }: { pastTheEnd: boolean; pages: number; searchOf: PageSearch }) {
  const navigate = useNavigate({ from: '/{-$lang}/account' })
  useEffect(() => {
    if (pastTheEnd) void navigate({ search: (previous) => ({ ...previous, ...searchOf(pages) }), replace: true, resetScroll: false })
  }, [pastTheEnd, pages, searchOf, navigate])
}

/** What a pager says, as message ids of its section's namespace; `pageOf` takes `{page, pages}`. */
export type PagerMessages = { nav: string; previous: string; next: string; pageOf: string }

/**
 * Set by a step's click. A step onto the first or the last page replaces the link it was taken with by
 * its disabled end, and the keyboard's focus would fall back to the page's start: the pager drawn for
 * the new page (this one, or one mounted anew if the list was drawn again) gives it its other link.
 */
let stepTaken = false

/**
 * Previous, "page X of Y" and next (spec part 2 §9), for an account section's list whose page is in the address (the
 * payment history's `history`, test results' `list_page`). Links, not buttons: a page can be opened in
 * a tab, kept and gone back to, and they work before hydration. The reader stays where they are (the
 * pager sits under its list). At either end the control shows, disabled.
 */
export function AccountPager({
  page,
  pages,
  searchOf,
  messages,
}: {
  /** 1 for the first page */
  page: number
  pages: number
  searchOf: PageSearch
  messages: PagerMessages
}) {
  const intl = useIntl()
  const locale = useLocale()
  // On a phone the arrows alone, named for screen readers: "Предыдущая страница", "Page 1 of 2" and
  // "Следующая страница" side by side do not fit 360 px.
  const label = 'max-mobile:sr-only'
  const nav = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!stepTaken) return
    stepTaken = false
    if (!nav.current?.contains(document.activeElement)) nav.current?.querySelector<HTMLElement>('a[href]')?.focus()
  }, [page])
  const step = (to: number, disabled: boolean) => {
    const icon = (Icon: typeof ChevronLeftIcon) => <Icon aria-hidden className="size-4 rtl:-scale-x-100" />
    const content =
      to < page ? (
        <>
          {icon(ChevronLeftIcon)}
          <span className={label}>
            <FormattedMessage id={messages.previous} />
          </span>
        </>
      ) : (
        <>
          <span className={label}>
            <FormattedMessage id={messages.next} />
          </span>
          {icon(ChevronRightIcon)}
        </>
      )
    const className = buttonVariants({ variant: 'outline', size: 'sm' })
    return disabled ? (
      // Announced as a link that cannot be followed (the way a disabled router link renders).
      <span role="link" aria-disabled="true" className={cn(className, 'pointer-events-none opacity-50')}>
        {content}
      </span>
    ) : (
      <Link
        from="/{-$lang}/account"
        to="/{-$lang}/account"
        params={{ lang: langParam(locale) }}
        search={(previous) => ({ ...previous, ...searchOf(to) })}
        resetScroll={false}
        className={className}
        onClick={() => (stepTaken = true)}
      >
        {content}
      </Link>
    )
  }
  return (
    <nav ref={nav} aria-label={intl.formatMessage({ id: messages.nav })} className="flex items-center justify-between gap-3 text-sm">
      {step(page - 1, page <= 1)}
      <span>
        <FormattedMessage id={messages.pageOf} values={{ page, pages }} />
      </span>
      {step(page + 1, page >= pages)}
    </nav>
  )
}
