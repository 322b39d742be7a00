import { createServerFn } from '@tanstack/react-start'
import { localeMiddleware } from './locale-middleware'
import { fetchCurrentUser, fetchHealthAnswers } from './session.server'

export const getCurrentUser = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .handler(({ context }) => fetchCurrentUser(context.locale))

export const getHealthAnswers = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .handler(({ context }) => fetchHealthAnswers(context.locale))
