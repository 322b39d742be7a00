/**
 * Message namespaces too long to send with every page: left out of the language's messages
 * (`messagesQuery`) and loaded by the routes that use them through `pageMessagesQuery` (ADR 0018).
 */
export const PAGE_NAMESPACES = ['legal'] as const
export type PageNamespace = (typeof PAGE_NAMESPACES)[number]
