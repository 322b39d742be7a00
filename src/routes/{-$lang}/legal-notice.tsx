import { createFileRoute } from '@tanstack/react-router'
import { LegalNoticePage } from '~/components/legal/pages'
import { translatedTitle } from '~/i18n/page-title'

/** The `legal` namespace comes only with the legal pages (ADR 0018, 0023). */
export const Route = createFileRoute('/{-$lang}/legal-notice')({
  staticData: { messages: ['legal'] },
  loader: async ({ context: { queryClient, locale } }) => ({ title: await translatedTitle(queryClient, locale, 'legal.notice_title') }),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: LegalNoticePage,
})
