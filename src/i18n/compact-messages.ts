import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'

/**
 * One namespace's messages as they travel to the browser (ADR 0023): a message that is plain text (no
 * argument, plural or tag) is that text; the others are the ICU parser's AST, parsed on the server so
 * the browser needs no parser. About four in five messages are plain text, and as text they take a
 * third of the bytes and a fraction of the (de)serialisation work of `[{ type: 0, value }]`.
 */
export type CompactMessages = Record<string, string | MessageFormatElement[]>

/** What react-intl is given: every message as an AST, keyed `namespace.key`. */
export type IntlMessages = Record<string, MessageFormatElement[]>

/** A parsed message in its compact form: a single literal becomes its text. */
export function compactMessage(ast: MessageFormatElement[]): string | MessageFormatElement[] {
  const [first] = ast
  if (ast.length === 0) return ''
  return ast.length === 1 && first?.type === TYPE.literal ? first.value : ast
}

/**
 * Back to ASTs: `@formatjs/intl` returns a one-literal AST as is, while a string message would go to the
 * parser (absent in the browser build) and be reported as an error on every use.
 */
function expand(messages: CompactMessages): IntlMessages {
  const expanded: IntlMessages = {}
  for (const [id, message] of Object.entries(messages)) {
    expanded[id] = typeof message === 'string' ? [{ type: TYPE.literal, value: message }] : message
  }
  return expanded
}

const expandedParts = new WeakMap<CompactMessages, IntlMessages>()

/** A trie over the parts' identities: the same namespaces give the same merged object, once per process or page. */
interface MergeNode {
  merged?: IntlMessages
  next: WeakMap<CompactMessages, MergeNode>
}
const mergeRoot: MergeNode = { next: new WeakMap() }

/**
 * The messages of several namespaces for one IntlProvider. Memoised on the parts' identities: the
 * server's compiled namespaces and the browser's query data are stable objects, so a page (or, on the
 * server, the whole process) merges each combination once, and an unchanged result keeps react-intl's
 * formatters.
 */
export function mergeMessages(parts: ReadonlyArray<CompactMessages>): IntlMessages {
  let node = mergeRoot
  for (const part of parts) {
    let child = node.next.get(part)
    if (!child) {
      child = { next: new WeakMap() }
      node.next.set(part, child)
    }
    node = child
  }
  if (!node.merged) {
    const merged: IntlMessages = {}
    for (const part of parts) {
      let expanded = expandedParts.get(part)
      if (!expanded) {
        expanded = expand(part)
        expandedParts.set(part, expanded)
      }
      Object.assign(merged, expanded)
    }
    node.merged = merged
  }
  return node.merged
}
