import { createContext, useContext, useId, type ComponentProps, type KeyboardEvent } from 'react'
import { cn } from '~/lib/utils'

/**
 * Tabs on the WAI-ARIA tabs pattern, with shadcn's API and look: a tablist of tabs, each tab
 * controlling its tabpanel; one tab in the Tab order, arrow keys (mirrored right to left), Home and
 * End move to a tab and select it. Ours rather than Radix Tabs, whose roving focus and collection
 * were ~10 kB gzip of the appointment page's first load (ADR 0037). Controlled only: every use keeps
 * the tab in state or in the address. An inactive panel renders nothing inside, as Radix's did.
 */
type TabsState = { value: string; onValueChange: (value: string) => void; id: string }
const TabsContext = createContext<TabsState | null>(null)

function useTabs(): TabsState {
  const state = useContext(TabsContext)
  if (!state) throw new Error('Tabs parts must be inside <Tabs>')
  return state
}

const tabId = (id: string, value: string) => `${id}-tab-${value}`
const panelId = (id: string, value: string) => `${id}-panel-${value}`

export function Tabs({
  value,
  onValueChange,
  ...props
}: { value: string; onValueChange: (value: string) => void } & ComponentProps<'div'>) {
  const id = useId()
  return (
    <TabsContext.Provider value={{ value, onValueChange, id }}>
      <div data-slot="tabs" {...props} />
    </TabsContext.Provider>
  )
}

/** The tab a key moves to from `current` among `tabs`, or none for other keys. */
function tabForKey(key: string, tabs: HTMLElement[], current: number, rtl: boolean): HTMLElement | undefined {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0
  if (step) return tabs[(current + (rtl ? -step : step) + tabs.length) % tabs.length]
  if (key === 'Home') return tabs[0]
  if (key === 'End') return tabs.at(-1)
  return undefined
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event)
    // Alt+Left and Cmd+Left are the browser's Back; a caller may have handled the key already.
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')]
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const next = tabForKey(event.key, tabs, tabs.indexOf(document.activeElement as HTMLElement), rtl)
    if (!next) return
    event.preventDefault()
    next.focus()
    next.click()
  }
  return (
    <div
      role="tablist"
      data-slot="tabs-list"
      className={cn('inline-flex items-center gap-1 rounded-lg bg-slate-100 p-1', className)}
      onKeyDown={onListKeyDown}
      {...props}
    />
  )
}

export function TabsTrigger({ value, className, onClick, ...props }: { value: string } & ComponentProps<'button'>) {
  const tabs = useTabs()
  const active = tabs.value === value
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.id, value)}
      aria-selected={active}
      aria-controls={panelId(tabs.id, value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium text-muted outline-none transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event)
        if (!active) tabs.onValueChange(value)
      }}
      {...props}
    />
  )
}

export function TabsContent({ value, className, children, ...props }: { value: string } & ComponentProps<'div'>) {
  const tabs = useTabs()
  const active = tabs.value === value
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.id, value)}
      aria-labelledby={tabId(tabs.id, value)}
      hidden={!active}
      tabIndex={0}
      data-state={active ? 'active' : 'inactive'}
      data-slot="tabs-content"
      className={cn('outline-none', className)}
      {...props}
    >
      {active && children}
    </div>
  )
}
