import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '~/components/legal/pages'
import { translatedTitle } from '~/lib/page-title'

/** Loads the `legal` messages (ADR 0018) with the title. */
export const Route = createFileRoute('/{-$lang}/terms')({
  loader: async ({ context: { queryClient, locale } }) => ({ title: await translatedTitle(queryClient, locale, 'legal.terms_title', 'legal') }),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: TermsPage,
})
