import { FormattedMessage, FormattedNumber } from 'react-intl'

/** Home figures (spec part 2 §9). */
const FIGURES = [
  { value: 15, label: 'home.figure_years' },
  { value: 55, label: 'home.figure_specialties' },
  { value: 10000, label: 'home.figure_customers' },
  { value: 40000, label: 'home.figure_minutes' },
] as const

export function HomeFigures() {
  return (
    <section aria-labelledby="home-figures" className="bg-brand-700 text-white">
      <h2 id="home-figures" className="sr-only">
        <FormattedMessage id="home.figures_heading" />
      </h2>
      <dl className="mx-auto grid w-full max-w-6xl grid-cols-2 gap-8 px-4 py-10 tablet:grid-cols-4">
        {FIGURES.map(({ value, label }) => (
          <div key={label} className="flex flex-col-reverse items-center gap-1 text-center">
            <dt className="text-sm text-brand-100">
              <FormattedMessage id={label} />
            </dt>
            <dd className="text-3xl font-bold tablet:text-4xl">
              <FormattedMessage id="home.figure_value" values={{ value: <FormattedNumber value={value} /> }} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
