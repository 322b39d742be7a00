import { lazy, Suspense, useRef, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { SparklesIcon } from 'lucide-react'
import { cn } from '~/lib/utils'
import { SiteLink } from './SiteLink'
import type { CurrentUser } from '~/queries/session'

// The dialog code loads on first use, keeping Radix Dialog out of every page's first load.
const LoginPromptDialog = lazy(() => import('./LoginPromptDialog'))

/**
 * The AI health entry. Signed-in users go to the chat; a visitor gets a login prompt instead
 * (spec part 2 §2), which remembers /ai-health as the address after login.
 */
export function AiHealthEntry({ user, className }: { user: CurrentUser | null; className?: string }) {
  const [open, setOpen] = useState(false)
  // Mounted from the first click on, so closing returns focus to the button.
  const [loaded, setLoaded] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const label = (
    <>
      <SparklesIcon className="size-4 text-brand-500" aria-hidden />
      <FormattedMessage id="layout.nav_ai_health" />
    </>
  )

  if (user) {
    return (
      <SiteLink path="ai-health" search={{ tab: 'chat' }} className={className}>
        {label}
      </SiteLink>
    )
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
        className={cn('inline-flex items-center gap-1.5', className)}
      >
        {label}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <LoginPromptDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  )
}
