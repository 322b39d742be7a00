import type { RefObject } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { useQuery } from '@tanstack/react-query'
import { HealthTodo } from '~/components/shared/HealthTodo'
import { Button } from '~/components/ui/button'
import { sessionQueries } from '~/queries/session'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { useLocale } from '~/i18n/useLocale'
import { localePrefix } from '~/i18n/locales'
import type { PrivateActionNeed } from '~/lib/profile-completeness'
import { rememberPrivateRedirect } from '~/server/readable-cookies'

interface PrivateActionDialogProps {
  need: Exclude<PrivateActionNeed, null>
  /** The address to continue at after login, without the language prefix (e.g. `/ai-health?tab=chat`). */
  continueAt: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened it: there is no Radix trigger, so focus is returned by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

const TEXTS = {
  login: { title: 'layout.login_prompt_title', text: 'layout.login_prompt_text', button: 'layout.login_prompt_button' },
  personalInfo: { title: 'auth.complete_profile_title', text: 'auth.complete_profile_text', button: 'auth.complete_now' },
  verifyPhone: { title: 'auth.complete_profile_title', text: 'auth.complete_phone_text', button: 'auth.complete_now' },
  verifyEmail: {
    title: 'auth.verify_email_required_title',
    text: 'auth.verify_email_required_text',
    button: 'auth.verify_email_required_button',
  },
} as const

/**
 * The confirm before a private action (spec part 1 §4): 'let's get you logged in' for visitors
 * (remembering where to continue), or 'complete your profile' while details or the phone check
 * are missing. Its button opens the matching auth overlay step on the current page.
 */
export default function PrivateActionDialog({ need, continueAt, open, onOpenChange, returnFocusTo }: PrivateActionDialogProps) {
  const navigate = useNavigate()
  const locale = useLocale()
  const texts = TEXTS[need]
  const { data: user } = useQuery(sessionQueries.currentUser(locale))
  const proceed = () => {
    onOpenChange(false)
    if (need === 'login') rememberPrivateRedirect(`${localePrefix(locale)}${continueAt}`)
    // An unverified phone starts at the number: a fresh code is sent from there.
    const page =
      need === 'login' ? 'login' : need === 'verifyPhone' ? 'enterPhone' : need === 'verifyEmail' ? 'verifyEmail' : 'personalInfo'
    void navigate({ to: '.', search: (prev) => ({ ...prev, page }) })
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id={texts.title} />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id={texts.text} />
          </DialogDescription>
        </DialogHeader>
        {need !== 'login' && <HealthTodo gender={user?.gender} onNavigate={() => onOpenChange(false)} />}
        <DialogFooter>
          <Button className="w-full" onClick={proceed}>
            <FormattedMessage id={texts.button} />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
