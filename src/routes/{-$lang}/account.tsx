import { createFileRoute, notFound } from '@tanstack/react-router'
import { AccountPage } from '~/components/account/AccountPage'
import { accountSearchSchema, isBuiltAccountSlug } from '~/lib/account-sections'
import { translatedTitle } from '~/lib/page-title'
import { loadAppointmentQueries } from '~/queries/appointments.lazy'
import { loadPaymentQueries } from '~/queries/payments.lazy'
import { healthQueries } from '~/queries/health'
import { sessionQueries } from '~/queries/session'

export const Route = createFileRoute('/{-$lang}/account')({
  staticData: { messages: ['account', 'appointments', 'validation', 'health', 'payments'] },
  validateSearch: accountSearchSchema,
  loaderDeps: ({ search: { slug, status, history } }) => ({
    slug,
    status: slug === 'appointments' ? (status ?? 'active') : undefined,
    history: slug === 'billing_and_plans' ? (history ?? 0) : undefined,
  }),
  loader: async ({ context: { queryClient, locale }, deps: { slug, status, history } }) => {
    // An unknown section, or one not built yet, is the 404 page (never another section).
    if (!isBuiltAccountSlug(slug)) throw notFound()
    await Promise.all([
      queryClient.ensureQueryData(sessionQueries.currentUser(locale)),
      // Health answers only for the section that shows them (they are not part of the session).
      slug === 'health_details' ? queryClient.ensureQueryData(healthQueries.answers(locale)) : null,
      status ? loadAppointmentQueries().then((queries) => queryClient.ensureQueryData(queries.list(locale, status))) : null,
      slug === 'doctor-requests'
        ? import('~/queries/find-doctor').then(({ findDoctorQueries }) => queryClient.ensureQueryData(findDoctorQueries.list(locale)))
        : null,
      history !== undefined
        ? loadPaymentQueries().then((queries) =>
            Promise.all([queryClient.ensureQueryData(queries.cards(locale)), queryClient.ensureQueryData(queries.charges(locale, history))]),
          )
        : null,
    ])
    return { section: slug, title: await translatedTitle(queryClient, locale, 'account.title') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: AccountPage,
})
