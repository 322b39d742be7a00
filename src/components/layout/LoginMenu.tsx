import { lazy } from 'react'
import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { ChevronDownIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { DeferredMenu } from './DeferredMenu'

const loadMenu = () => import('./LoginMenuItems')
const LoginMenuItems = lazy(loadMenu)

/** A visitor's "Log in" dropdown; the menu itself loads on first use (see DeferredMenu). */
export function LoginMenu() {
  return (
    <DeferredMenu menu={LoginMenuItems} preload={() => void loadMenu()} buttonProps={{ variant: 'outline' }}>
      <FormattedMessage id="layout.login" />
      <ChevronDownIcon aria-hidden className="size-4 opacity-60" />
    </DeferredMenu>
  )
}

export function SignUpButton({ className }: { className?: string }) {
  return (
    <Button asChild className={className}>
      <Link to="." search={(prev) => ({ ...prev, page: 'signUp' })}>
        <FormattedMessage id="layout.sign_up" />
      </Link>
    </Button>
  )
}
