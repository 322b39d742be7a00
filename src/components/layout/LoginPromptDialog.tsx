import type { RefObject } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { Button } from '~/components/ui/button'
import { localePrefix } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { rememberPrivateRedirect } from '~/lib/private-routes'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'

interface LoginPromptDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened it: there is no Radix trigger, so focus is returned by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/** 'Let's get you logged in': shown to a visitor who opens AI health; its button opens the login overlay. */
export default function LoginPromptDialog({ open, onOpenChange, returnFocusTo }: LoginPromptDialogProps) {
  const navigate = useNavigate()
  const locale = useLocale()
  const openLogin = () => {
    onOpenChange(false)
    rememberPrivateRedirect(`${localePrefix(locale)}/ai-health?tab=chat`)
    void navigate({ to: '.', search: (prev) => ({ ...prev, page: 'login' }) })
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
            <FormattedMessage id="layout.login_prompt_title" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id="layout.login_prompt_text" />
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button className="w-full" onClick={openLogin}>
            <FormattedMessage id="layout.login_prompt_button" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
