import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'

/** Shared by text-like controls (Input, Textarea, SelectTrigger) so they look alike. */
export const controlClassName =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink placeholder:text-muted outline-none transition-colors focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500 aria-invalid:ring-red-500/20'

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(controlClassName, 'h-10', className)} {...props} />
}
