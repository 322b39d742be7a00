import { createFileRoute } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'

/** The one server function: a little data made on the server per request, as a catalogue page's loader would. */
const getGreeting = createServerFn({ method: 'GET' }).handler(() => ({
  title: 'Reference page',
  renderedAt: new Date().toISOString(),
  items: Array.from({ length: 5 }, (_, index) => `Item ${index + 1}`),
}))

export const Route = createFileRoute('/')({
  loader: () => getGreeting(),
  component: Home,
})

function Home() {
  const data = Route.useLoaderData()
  return (
    <main>
      <h1>{data.title}</h1>
      <p>
        Rendered at <time dateTime={data.renderedAt}>{data.renderedAt}</time>.
      </p>
      <ul>
        {data.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </main>
  )
}
