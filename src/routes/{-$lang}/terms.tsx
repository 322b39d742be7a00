import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '~/components/legal/pages'
import { translatedTitle } from '~/i18n/page-title'

/** The `legal` namespace comes only with the legal pages (ADR 0018, 0023). */
export const Route = createFileRoute('/{-$lang}/terms')({
  staticData: { messages: ['legal'] },
  loader: async ({ context: { queryClient, locale } }) => ({ title: await translatedTitle(queryClient, locale, 'legal.terms_title') }),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: TermsPage,
})
