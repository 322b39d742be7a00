import { useRef, type ComponentProps } from 'react'
import { DropdownMenu as MenuPrimitive } from 'radix-ui'
import { CheckIcon } from 'lucide-react'
import { cn } from '~/lib/utils'

/**
 * A menu's root. `dir` is required: the content renders in a portal and Radix sets its `dir` itself,
 * left to right unless told, so Arabic menus read right to left only when the caller passes the
 * page's direction (`directionOf(locale)`). A provider at the root would cost every first load.
 */
export function DropdownMenu(props: ComponentProps<typeof MenuPrimitive.Root> & { dir: 'ltr' | 'rtl' }) {
  return <MenuPrimitive.Root {...props} />
}
/**
 * Radix opens a menu on pointerdown or a key, never on a click. A click with no pointerdown on the
 * hydrated trigger before it opens it the same way: a tap whose pointerdown landed before a deferred
 * part hydrated (ADR 0020; its click may reach the hydrated button, or be replayed), or a screen
 * reader's activation.
 */
export function DropdownMenuTrigger({ onClick, onPointerDown, ...props }: ComponentProps<typeof MenuPrimitive.Trigger>) {
  const pressed = useRef(false)
  return (
    <MenuPrimitive.Trigger
      onPointerDown={(event) => {
        pressed.current = true
        onPointerDown?.(event)
      }}
      onClick={(event) => {
        onClick?.(event)
        const trigger = event.currentTarget
        if (!pressed.current && trigger.dataset.state === 'closed') {
          trigger.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse' }))
        }
        pressed.current = false
      }}
      {...props}
    />
  )
}
export const DropdownMenuGroup = MenuPrimitive.Group
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup

const itemClassName =
  'relative flex cursor-default items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50 [&_svg]:size-4 [&_svg]:shrink-0'

export function DropdownMenuContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-h-[242px] min-w-[10rem] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 text-ink shadow-lg',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  )
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof MenuPrimitive.Item>) {
  return <MenuPrimitive.Item data-slot="dropdown-menu-item" className={cn(itemClassName, className)} {...props} />
}

export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem data-slot="dropdown-menu-radio-item" className={cn(itemClassName, 'pe-8', className)} {...props}>
      {children}
      <span className="absolute end-2 flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <CheckIcon aria-hidden />
        </MenuPrimitive.ItemIndicator>
      </span>
    </MenuPrimitive.RadioItem>
  )
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn('px-2 py-1.5 text-xs font-semibold text-muted', className)} {...props} />
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('my-1 h-px bg-slate-200', className)} {...props} />
}
