import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'
import { controlClassName } from './input'

/** Free text in whatever language the writer uses: `dir="auto"` lets English typed on an Arabic page read left to right. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" dir="auto" className={cn(controlClassName, 'min-h-24 py-2', className)} {...props} />
}
