import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '~/components/contact/ContactPage'
import { translatedTitle } from '~/i18n/page-title'

export const Route = createFileRoute('/{-$lang}/contact-us')({
  staticData: { messages: ['contact', 'validation'] },
  loader: async ({ context: { queryClient, locale } }) => ({ title: await translatedTitle(queryClient, locale, 'contact.title') }),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: ContactPage,
})
