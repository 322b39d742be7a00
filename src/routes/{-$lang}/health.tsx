import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { HealthPage } from '~/components/health/HealthPage'
import { translatedTitle } from '~/lib/page-title'
import { stepParam } from '~/lib/search-params'
import { healthQueries } from '~/queries/health'
import { sessionQueries } from '~/queries/session'

export const Route = createFileRoute('/{-$lang}/health')({
  validateSearch: v.object({ step: stepParam }),
  loader: async ({ context: { queryClient, locale } }) => {
    await Promise.all([queryClient.ensureQueryData(sessionQueries.currentUser(locale)), queryClient.ensureQueryData(healthQueries.answers(locale))])
    return { title: await translatedTitle(queryClient, locale, 'health.title') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: HealthPage,
})
