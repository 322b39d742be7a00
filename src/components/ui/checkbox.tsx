import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Called with the new state on every change, like Radix's checkbox API this replaced. */
  onCheckedChange?: (checked: boolean) => void
}

/**
 * The platform's checkbox in the brand colour: keyboard, form and screen-reader behaviour come from
 * the browser, and it works before hydration; no JavaScript to load (ADR 0024).
 */
export function Checkbox({ className, onChange, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        'peer size-5 shrink-0 cursor-pointer rounded accent-brand-600 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:outline-2 aria-invalid:outline-red-500',
        className,
      )}
      onChange={(event) => {
        onChange?.(event)
        onCheckedChange?.(event.target.checked)
      }}
      {...props}
    />
  )
}
