import { createServerFn } from '@tanstack/react-start'
import { siteConfigFrom } from '~/lib/site-config'
import { webEnv } from './env.server'

/** The deployment's store pages, doctors' site and legal details (src/lib/site-config.ts). */
export const getSiteConfig = createServerFn({ method: 'GET' }).handler(() => siteConfigFrom(webEnv()))
