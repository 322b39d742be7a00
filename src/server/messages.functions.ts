import { createServerFn } from '@tanstack/react-start'
import { serverInput } from '~/lib/server-input'
import * as v from 'valibot'
import { NAMESPACES } from '~/i18n/namespaces'
import { localeField } from '~/lib/locale-input'
import { compiledMessages } from './messages.server'

/** One message namespace of one language (ADR 0023). */
export const getMessages = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField, namespace: v.picklist(NAMESPACES) })))
  .handler(({ data }) => compiledMessages(data.locale, data.namespace))
