import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { localeField } from '~/lib/locale-input'
import { fetchCurrentUser } from './session.server'

export const getCurrentUser = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: localeField }))
  .handler(({ data }) => fetchCurrentUser(data.locale))
