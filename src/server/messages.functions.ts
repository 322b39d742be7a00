import { createServerFn } from '@tanstack/react-start'
import { serverInput } from '~/lib/server-input'
import * as v from 'valibot'
import { PAGE_NAMESPACES } from '~/i18n/page-namespaces'
import { localeField } from '~/lib/locale-input'
import { compiledMessages, compiledPageMessages } from './messages.server'

export const getMessages = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField })))
  .handler(({ data }) => compiledMessages(data.locale))

export const getPageMessages = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField, namespace: v.picklist(PAGE_NAMESPACES) })))
  .handler(({ data }) => compiledPageMessages(data.locale, data.namespace))
