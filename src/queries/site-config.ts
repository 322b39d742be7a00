import { queryOptions } from '@tanstack/react-query'
import { getSiteConfig } from '~/server/site-config.functions'

/** The deployment's configuration: it does not change while the app runs. */
export const siteConfigQueries = {
  get: () => queryOptions({ queryKey: ['site-config'], queryFn: () => getSiteConfig(), staleTime: Infinity, gcTime: Infinity }),
}
