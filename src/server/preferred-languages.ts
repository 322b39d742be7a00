import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { acceptLanguageTags } from '#contract/regional-locale'

/**
 * The reader's preferred language tags, most preferred first, wherever the code runs: on the server
 * from the request's Accept-Language (the API reads the same header), in the browser from
 * `navigator.languages`. For a page whose server render must already show what depends on the
 * region (the questionnaire's units, ADR 0054). Isomorphic, so not a `.server.ts` module.
 */
export const preferredLanguages = createIsomorphicFn()
  .server((): readonly string[] => acceptLanguageTags(getRequestHeader('accept-language')))
  .client((): readonly string[] => navigator.languages ?? [navigator.language])
