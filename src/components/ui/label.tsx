import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'

/** A plain <label> (Radix's adds only double-click selection handling, and a chunk to every form page). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label data-slot="label" className={cn('text-sm font-medium text-ink select-none peer-disabled:opacity-50', className)} {...props} />
  )
}
