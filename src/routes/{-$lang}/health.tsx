import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { HealthPage } from '~/components/health/HealthPage'
import { returnPathParam } from '~/lib/return-path'
import { stepParam } from '~/lib/search-params'
import { healthPageLoader } from '~/queries/page-loaders.lazy'
import { sessionQueries } from '~/queries/session'

export const Route = createFileRoute('/{-$lang}/health')({
  staticData: { messages: ['health', 'validation'] },
  validateSearch: v.object({ step: stepParam, returnTo: returnPathParam }),
  // A step the patient's questionnaire does not have (`?step=99`) is corrected in the address too.
  beforeLoad: async ({ search, context: { queryClient, locale } }) => {
    if (search.step === undefined) return
    // The questionnaire's options are long: they load with this page, not with every page's route tree.
    const [user, { clampStep, healthStepsFor }] = await Promise.all([
      queryClient.ensureQueryData(sessionQueries.currentUser(locale)),
      import('~/lib/health-options'),
    ])
    const step = clampStep(search.step, healthStepsFor(user?.gender).length)
    if (step !== search.step) throw redirect({ to: '.', search: (prev) => ({ ...prev, step }), replace: true })
  },
  loader: healthPageLoader,
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: HealthPage,
})
