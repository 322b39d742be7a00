import { createFileRoute } from '@tanstack/react-router'
import { RoomPage } from '~/components/room/RoomPage'
import { roomPageLoader } from '~/queries/page-loaders.lazy'

/** The video room, `{redirect_url}/home/{meetUrl}` (issue 14): a ticket or the language in the address is handled by the loader. */
export const Route = createFileRoute('/{-$lang}/room/home/$meetUrl')({
  staticData: { messages: ['room'] },
  loader: roomPageLoader,
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: RoomPage,
})
