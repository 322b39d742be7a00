import { useEffect, useRef, useState, type RefObject } from 'react'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { EllipsisVerticalIcon } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePatientZone } from '~/components/shared/use-patient-zone'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '~/components/ui/dropdown-menu'
import { Sheet, SheetContent, SheetTitle } from '~/components/ui/sheet'
import { Spinner } from '~/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { directionOf, langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { cn } from '~/lib/utils'
import { formatDateTime } from '#contract/date-format'
import { refetchAppointment } from '~/queries/appointment-keys'
import { notificationMutations, notificationQueries, type NotificationItem, type NotificationTab } from '~/queries/notifications'
import { Bdi } from '~/components/ui/bidi'

/** How long a deleted item takes to fade out before it leaves the list. */
const FADE_MS = 250

type Props = { open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLButtonElement | null> }

/**
 * The notifications panel (spec part 2 §4): all and unread tabs, newest first, more as it scrolls.
 * An item opens its appointment (and counts as read); its menu marks it read or deletes it.
 */
export default function NotificationPanel({ open, onOpenChange, returnFocusTo }: Props) {
  const [tab, setTab] = useState<NotificationTab>('all')
  const intl = useIntl()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={undefined}
        className="gap-3 p-0 pt-6"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <SheetTitle className="px-6 text-lg font-semibold">
          <FormattedMessage id="notifications.title" />
        </SheetTitle>
        <Tabs value={tab} onValueChange={(value) => setTab(value as NotificationTab)} className="flex min-h-0 flex-1 flex-col">
          <TabsList aria-label={intl.formatMessage({ id: 'notifications.title' })} className="mx-6 self-start">
            <TabsTrigger value="all">
              <FormattedMessage id="notifications.tab_all" />
            </TabsTrigger>
            <TabsTrigger value="unread">
              <FormattedMessage id="notifications.tab_unread" />
            </TabsTrigger>
          </TabsList>
          {(['all', 'unread'] as const).map((value) => (
            <TabsContent key={value} value={value} className="min-h-0 flex-1">
              {tab === value && <NotificationList tab={value} onOpenAppointment={() => onOpenChange(false)} />}
            </TabsContent>
          ))}
        </Tabs>
      </SheetContent>
    </Sheet>
  )
}

function NotificationList({ tab, onOpenAppointment }: { tab: NotificationTab; onOpenAppointment: () => void }) {
  const intl = useIntl()
  const locale = useLocale()
  const list = useInfiniteQuery(notificationQueries.list(locale, tab))
  const items = list.data?.pages.flatMap((page) => page.results) ?? []
  const end = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list

  // Infinite scroll: the next page loads when the end of the list comes into view.
  useEffect(() => {
    const target = end.current
    if (!target || !hasNextPage) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  if (list.isPending) return <Spinner className="mx-6" label={intl.formatMessage({ id: 'ui.loading' })} />
  if (items.length === 0) {
    return (
      <p className="px-6 py-8 text-center text-sm text-muted">
        <FormattedMessage id={tab === 'unread' ? 'notifications.empty_unread' : 'notifications.empty'} />
      </p>
    )
  }
  return (
    <div className="h-full overflow-y-auto px-3 pb-6" data-testid="notification-scroller">
      <ul
        className="flex flex-col"
        aria-label={intl.formatMessage({ id: tab === 'unread' ? 'notifications.tab_unread' : 'notifications.tab_all' })}
      >
        {items.map((item) => (
          <NotificationRow key={item.id} item={item} onOpenAppointment={onOpenAppointment} />
        ))}
      </ul>
      <div ref={end} className="h-px" />
      {isFetchingNextPage && <Spinner className="mx-3 my-2" label={intl.formatMessage({ id: 'notifications.loading_more' })} />}
    </div>
  )
}

function NotificationRow({ item, onOpenAppointment }: { item: NotificationItem; onOpenAppointment: () => void }) {
  const intl = useIntl()
  const locale = useLocale()
  const zone = usePatientZone()
  const navigate = useNavigate()
  const client = useQueryClient()
  const markRead = useMutation(notificationMutations.markRead())
  const remove = useMutation(notificationMutations.remove())
  const [leaving, setLeaving] = useState(false)
  const appointmentId = item.body.appointmentId

  const openIt = () => {
    if (!item.read) markRead.mutate(String(item.id))
    if (!appointmentId) return
    onOpenAppointment()
    // The appointment may be the page already open: navigating there again would not refetch it.
    void refetchAppointment(String(appointmentId))(client)
    void navigate({ to: '/{-$lang}/appointments/$id', params: { lang: langParam(locale), id: String(appointmentId) } })
  }
  const deleteIt = () => {
    setLeaving(true)
    window.setTimeout(() => remove.mutate(String(item.id)), FADE_MS)
  }

  return (
    <li
      className={cn('flex items-start gap-1 rounded-lg transition-opacity', leaving && 'opacity-0')}
      style={{ transitionDuration: `${FADE_MS}ms` }}
    >
      <button
        type="button"
        onClick={openIt}
        className="flex min-w-0 flex-1 gap-3 rounded-lg p-3 text-start outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <span aria-hidden className={cn('mt-1.5 size-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-brand-600')} />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className={cn('text-sm', !item.read && 'font-semibold')}>
            {!item.read && (
              <span className="sr-only">
                <FormattedMessage id="notifications.unread_marker" />{' '}
              </span>
            )}
            <Bdi>{item.body.title}</Bdi>
          </span>
          <Bdi as="span" className="text-sm text-muted">
            {item.body.body}
          </Bdi>
          <span className="text-xs text-muted">{formatDateTime(String(item.created_at), zone, locale)}</span>
        </span>
      </button>
      <DropdownMenu dir={directionOf(locale)}>
        <DropdownMenuTrigger
          aria-label={intl.formatMessage({ id: 'notifications.item_menu' }, { title: item.body.title })}
          className="mt-2 rounded-md p-1.5 text-muted outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <EllipsisVerticalIcon aria-hidden className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {!item.read && (
            <DropdownMenuItem onSelect={() => markRead.mutate(String(item.id))}>
              <FormattedMessage id="notifications.mark_read" />
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={deleteIt}>
            <FormattedMessage id="notifications.delete" />
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  )
}
