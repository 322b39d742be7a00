import { FormattedMessage } from 'react-intl'

export function HomePage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold">
        <FormattedMessage id="home.hero_title" />
      </h1>
    </main>
  )
}
