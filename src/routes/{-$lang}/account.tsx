import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '~/components/account/AccountPage'
import { accountSearchSchema } from '~/lib/account-sections'
import { accountPageLoader } from '~/queries/page-loaders.lazy'

export const Route = createFileRoute('/{-$lang}/account')({
  staticData: { messages: ['account', 'appointments', 'validation', 'health', 'payments', 'documents', 'medCard', 'testResults'] },
  validateSearch: accountSearchSchema,
  loaderDeps: ({ search: { slug, status, history, sort, q, date, list_page, biomarker } }) => ({
    slug,
    status: slug === 'appointments' ? (status ?? 'active') : undefined,
    history: slug === 'billing_and_plans' ? (history ?? 0) : undefined,
    // Read only by my documents (sort, q), doctor reports (date) and test results (sort, page, biomarker).
    sort,
    q,
    date,
    page: list_page,
    biomarker,
  }),
  loader: accountPageLoader,
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: AccountPage,
})
