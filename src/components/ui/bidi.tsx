import type { ComponentProps } from 'react'

/**
 * Bidirectional isolation for text inside translated sentences (Arabic is right-to-left).
 *
 * - `Ltr`: text that always reads left to right whatever the language — phone numbers, postal codes
 *   with their city, e-mail addresses, codes. In Arabic, "+49 30 1234 5678" would otherwise come out
 *   as "1234 5678 30 49+", and "10117 Berlin" as "Berlin 10117".
 * - `Bdi`: text whose direction we do not know — user- or API-provided names and addresses. The
 *   browser takes the direction from the text itself and keeps it from reordering its neighbours.
 *
 * Both isolate (`unicode-bidi: isolate`), so the surrounding punctuation stays where the sentence puts it.
 */
export function Ltr(props: Omit<ComponentProps<'span'>, 'dir'>) {
  return <span dir="ltr" {...props} />
}

export function Bdi(props: ComponentProps<'bdi'>) {
  return <bdi {...props} />
}
