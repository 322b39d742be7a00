import { lazy, Suspense, useRef, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { SparklesIcon } from 'lucide-react'
import { privateActionNeed } from '~/lib/profile-completeness'
import { SiteLink } from '~/components/shared/SiteLink'
import type { CurrentUser } from '~/queries/session'

// The dialog code loads on first use, keeping Radix Dialog out of every page's first load.
const PrivateActionDialog = lazy(() => import('./PrivateActionDialog'))

/**
 * The AI health entry. Signed-in users with a complete profile go to the chat; a visitor gets the
 * login prompt (spec part 2 §2, remembering /ai-health for after login), an incomplete profile
 * the complete-your-profile confirm (spec part 1 §4).
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

  const need = privateActionNeed(user)
  if (!need) {
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
        className={className}
      >
        {label}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <PrivateActionDialog need={need} continueAt="/ai-health?tab=chat" open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  )
}
