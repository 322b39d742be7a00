import { createServerFn } from '@tanstack/react-start'
import { serverInput } from '~/lib/server-input'
import * as v from 'valibot'
import { localeField } from '~/lib/locale-input'
import { fetchCurrentUser, fetchHealthAnswers } from './session.server'

export const getCurrentUser = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField })))
  .handler(({ data }) => fetchCurrentUser(data.locale))

export const getHealthAnswers = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField })))
  .handler(({ data }) => fetchHealthAnswers(data.locale))
