import { FormattedMessage, FormattedNumber } from 'react-intl'

const VALUES = [1, 2, 3, 4, 5] as const

/** Why patients choose us: five cards side by side with a 24 px gap (spec part 2 §9). */
export function AboutStrip() {
  return (
    <section aria-labelledby="home-about" className="bg-white">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-14">
        <div className="flex max-w-2xl flex-col gap-2">
          <h2 id="home-about" className="text-3xl font-bold">
            <FormattedMessage id="home.about_heading" />
          </h2>
          <p className="text-muted">
            <FormattedMessage id="home.about_text" />
          </p>
        </div>
        <ul className="grid gap-6 mobile:grid-cols-2 tablet:grid-cols-5">
          {VALUES.map((n) => (
            <li key={n} className="flex flex-col gap-2 rounded-2xl bg-brand-50 p-5">
              <span aria-hidden className="text-2xl font-bold text-brand-600">
                <FormattedNumber value={n} minimumIntegerDigits={2} />
              </span>
              <h3 className="font-semibold">
                <FormattedMessage id={`home.about_${n}_title`} />
              </h3>
              <p className="text-sm text-muted">
                <FormattedMessage id={`home.about_${n}_text`} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
