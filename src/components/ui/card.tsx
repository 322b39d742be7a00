import type { HTMLAttributes } from 'react'
import { cn } from '~/lib/utils'
import { Slot } from './slot'

/** `md` (p-5) for a card among others, `lg` (p-6) for a page's main card or form, `sm` (p-4) for a filter bar. */
const PADDING = { none: '', sm: 'p-4', md: 'p-5', lg: 'p-6' } as const

type CardTag = 'div' | 'section' | 'article' | 'aside' | 'header' | 'figure' | 'form' | 'p' | 'dl'

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** its element (`div` by default): a `section` with its heading, an `article` in a list… */
  as?: CardTag
  /** styles its only child (a Link, a form) instead of rendering an element */
  asChild?: boolean
  padding?: keyof typeof PADDING
}

/** The white, rounded, thinly bordered box that holds one part of a page; layout (flex, gap) comes with `className`. */
export function Card({ as: Tag = 'div', asChild = false, padding = 'md', className, ...props }: CardProps) {
  const Comp = asChild ? Slot : Tag
  return <Comp className={cn('rounded-2xl border border-slate-200 bg-white', PADDING[padding], className)} {...props} />
}
