import { createFileRoute } from '@tanstack/react-router'
import { MobileAppPage } from '~/components/home/GetTheApp'

// Where the home page's QR code leads (issue 26 #19). Route files land in every page's first load, so
// the page reads the configuration itself and keeps the brand's title.
export const Route = createFileRoute('/{-$lang}/mobile-app')({
  staticData: { messages: ['home'] },
  component: MobileAppPage,
})
