import { createFileRoute, notFound } from '@tanstack/react-router'
import { MobileAppPage } from '~/components/home/GetTheApp'
import { storeLinks } from '~/lib/site-config'
import { translatedTitle } from '~/lib/page-title'
import { siteConfigQueries } from '~/queries/site-config'

// Where the home page's QR code leads (issue 26 #19); a deployment without store pages has no such page.
export const Route = createFileRoute('/{-$lang}/mobile-app')({
  staticData: { messages: ['home'] },
  loader: async ({ context: { queryClient, locale } }) => {
    if (storeLinks(await queryClient.ensureQueryData(siteConfigQueries.get())).length === 0) throw notFound()
    return { title: await translatedTitle(queryClient, locale, 'home.app_heading') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: MobileAppPage,
})
