import type { ComponentProps, HTMLAttributes } from 'react'

/**
 * Bidirectional isolation for text inside translated sentences (Arabic is right-to-left).
 *
 * - `Ltr`: text that always reads left to right whatever the language — phone numbers, postal codes
 *   with their city, e-mail addresses, codes. In Arabic, "+49 30 1234 5678" would otherwise come out
 *   as "1234 5678 30 49+", and "10117 Berlin" as "Berlin 10117".
 * - `Bdi`: text whose direction we do not know — what people write (appointment reasons, reports,
 *   messages, requests, a doctor's about text, reviews, health answers) and names or addresses set
 *   inside a translated sentence. The browser takes the direction from the text itself
 *   (`dir="auto"`): an English reason on an Arabic page keeps its full stop at its end, not
 *   ".readings". Inline by default (`<bdi>`); `as="p"` (or `dd`, `div`, `span`) for a paragraph of
 *   its own, which then also aligns to its own start. A name alone in its own heading or line needs
 *   none: nothing stands beside it to be reordered, and names do not end in punctuation.
 *
 * Both isolate (`unicode-bidi: isolate`), so the surrounding punctuation stays where the sentence puts it.
 */
export function Ltr(props: Omit<ComponentProps<'span'>, 'dir'>) {
  return <span dir="ltr" {...props} />
}

type BdiTag = 'bdi' | 'span' | 'p' | 'dd' | 'div'

export function Bdi({ as: Tag = 'bdi', ...props }: { as?: BdiTag } & Omit<HTMLAttributes<HTMLElement>, 'dir'>) {
  return <Tag dir="auto" {...props} />
}
