import { createServerFn } from '@tanstack/react-start'
import { serverInput } from '~/lib/server-input'
import * as v from 'valibot'
import { localeField } from '~/lib/locale-input'
import { compiledMessages } from './messages.server'

export const getMessages = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField })))
  .handler(({ data }) => compiledMessages(data.locale))
