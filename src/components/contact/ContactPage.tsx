import { FormattedMessage, useIntl } from 'react-intl'
import { Ltr } from '~/components/ui/bidi'
import { COMPANY } from '~/lib/company'
import { HydrateLater } from '~/components/lazy/HydrateLater'
import ContactFormLater from './ContactForm?hydrate-later'

function ContactInfo() {
  const intl = useIntl()
  const { address } = COMPANY
  const country = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(address.country) ?? address.country
  return (
    <aside aria-labelledby="contact-info-heading" className="flex flex-col gap-5 rounded-2xl bg-brand-50 p-6 tablet:p-8">
      <h2 id="contact-info-heading" className="text-xl font-semibold">
        <FormattedMessage id="contact.info_heading" />
      </h2>
      <dl className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-muted">
            <FormattedMessage id="contact.address" />
          </dt>
          <dd>
            <address className="not-italic">
              {COMPANY.name}
              <br />
              <Ltr>{address.street}</Ltr>
              <br />
              <Ltr>
                {address.postalCode} {address.city}
              </Ltr>
              , {country}
            </address>
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-muted">
            <FormattedMessage id="contact.email_label" />
          </dt>
          <dd>
            <a href={`mailto:${COMPANY.supportEmail}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
              <Ltr>{COMPANY.supportEmail}</Ltr>
            </a>
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-muted">
            <FormattedMessage id="contact.phone_label" />
          </dt>
          <dd>
            <a href={COMPANY.phoneHref} className="font-medium text-brand-700 underline-offset-4 hover:underline">
              <Ltr>{COMPANY.phone}</Ltr>
            </a>
          </dd>
        </div>
      </dl>
    </aside>
  )
}

/** `/contact-us`: the contact form beside the company's contact details. */
export function ContactPage() {
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10">
      <header className="flex max-w-2xl flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <FormattedMessage id="contact.title" />
        </h1>
        <p className="text-muted">
          <FormattedMessage id="contact.intro" />
        </p>
      </header>
      <div className="grid items-start gap-8 tablet:grid-cols-[1fr_22rem]">
        {/* The form's code (TanStack Form, the rules) loads when the visitor starts on it (ADR 0026). */}
        <HydrateLater when="interaction">
          <ContactFormLater />
        </HydrateLater>
        <ContactInfo />
      </div>
    </main>
  )
}
