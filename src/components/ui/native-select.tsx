import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'
import { controlClassName } from './input'

/**
 * The platform's own select: right for long lists (countries, time zones, years) and on phones,
 * where it opens the system picker. Looks like the other controls.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="native-select" className={cn(controlClassName, 'h-10 pe-8', className)} {...props} />
}
