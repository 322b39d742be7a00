import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { serverInput } from '~/lib/server-input'
import * as v from 'valibot'
import type { Locale } from '~/i18n/locales'
import { MESSAGE_PARTS, type MessagePart } from '~/i18n/namespaces'
import { localeField } from '~/lib/locale-input'
import { compiledMessages } from './messages.server'

/** One message namespace or slice of one language (ADR 0023, ADR 0061). */
export const getMessages = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField, namespace: v.picklist(MESSAGE_PARTS) })))
  .handler(({ data }) => compiledMessages(data.locale, data.namespace))

/**
 * A namespace for `messagesQuery`: on the server the compiled object is read in-process (the same for
 * every request; a server-function round through its middleware and validation cost ~0.05 ms per
 * namespace and page), in the browser it is fetched through `getMessages`.
 */
export const loadMessages = createIsomorphicFn()
  .server((locale: Locale, namespace: MessagePart) => compiledMessages(locale, namespace))
  .client((locale: Locale, namespace: MessagePart) => getMessages({ data: { locale, namespace } }))
