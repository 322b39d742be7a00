import { useMemo, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ScaleIcon } from 'lucide-react'
import { SiteLink } from '~/components/shared/SiteLink'
import { COMPANY } from '~/lib/company'
import { cn } from '~/lib/utils'
import type { CompanyLegalDetails } from '~/lib/site-config'
import { siteConfigQueries } from '~/queries/site-config'
import { LEGAL_DOCUMENTS, type LegalBlock, type LegalDocument } from './documents'
import { useSuspenseData } from '~/queries/suspense-data'

const textLinkClass =
  'rounded-sm font-medium text-brand-700 underline underline-offset-4 outline-none hover:text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500'

/**
 * Markup the legal texts may use: bold terms, highlighted placeholders, contact details and site links.
 * The company's details (`<legalName>`, `<address>`, …) are the deployment's (issue 26 #19); while
 * they are not configured, the placeholder the tag wraps is shown, highlighted.
 */
function useRichValues(company: CompanyLegalDetails | null) {
  const intl = useIntl()
  return useMemo(() => {
    const siteLink = (path: string, search?: Record<string, string>) => (chunks: ReactNode[]) => (
      <SiteLink path={path} search={search} className={textLinkClass}>
        {chunks}
      </SiteLink>
    )
    const ph = (chunks: ReactNode[]) => (
      <mark className="rounded bg-amber-100 px-1 text-amber-950">
        <span className="sr-only">{intl.formatMessage({ id: 'legal.placeholder' })} </span>
        {chunks}
      </mark>
    )
    // Isolated: a Latin name or address in an Arabic sentence keeps its own direction.
    const detail = (key: keyof CompanyLegalDetails) => (chunks: ReactNode[]) => (company ? <bdi>{company[key]}</bdi> : ph(chunks))
    return {
      b: (chunks: ReactNode[]) => <strong className="font-semibold">{chunks}</strong>,
      ph,
      legalName: detail('legalName'),
      address: detail('address'),
      representatives: detail('representatives'),
      register: detail('register'),
      vatId: detail('vatId'),
      email: (
        <a href={`mailto:${COMPANY.supportEmail}`} dir="ltr" className={textLinkClass}>
          {COMPANY.supportEmail}
        </a>
      ),
      phone: (
        <a href={COMPANY.phoneHref} dir="ltr" className={textLinkClass}>
          {COMPANY.phone}
        </a>
      ),
      contact: siteLink('contact-us'),
      privacy: siteLink('privacy-policy'),
      notice: siteLink('legal-notice'),
      settings: siteLink('account', { slug: 'settings' }),
    }
  }, [intl, company])
}

function Block({ block, messageKey, values }: { block: LegalBlock; messageKey: string; values: ReturnType<typeof useRichValues> }) {
  if (block === 'p') {
    return (
      <p>
        <FormattedMessage id={`legal.${messageKey}`} values={values} />
      </p>
    )
  }
  return (
    <ul className="flex list-disc flex-col gap-2 ps-6 marker:text-brand-600">
      {Array.from({ length: block }, (_, index) => (
        <li key={index} className="ps-1">
          <FormattedMessage id={`legal.${messageKey}_${index + 1}`} values={values} />
        </li>
      ))}
    </ul>
  )
}

function LegalArticle({ document }: { document: LegalDocument }) {
  const intl = useIntl()
  const { company } = useSuspenseData(siteConfigQueries.get())
  const values = useRichValues(company)
  const heading = (sectionId: string) => `legal.${document.id}_${sectionId}_title`
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 tablet:py-14">
      {/* The table of contents spans every row on wide screens; the last row is flexible so it takes the extra height. */}
      <div
        className={cn(
          'grid gap-10 tablet:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]',
          company ? 'tablet:grid-rows-[auto_1fr]' : 'tablet:grid-rows-[auto_auto_1fr]',
        )}
      >
        <div className="flex flex-col gap-2 tablet:col-start-2">
          <h1 className="text-3xl font-bold tracking-tight tablet:text-4xl">
            <FormattedMessage id={`legal.${document.id}_title`} />
          </h1>
          <p className="text-lg text-muted">
            <FormattedMessage id={`legal.${document.id}_intro`} />
          </p>
        </div>
        {/* A template until the deployment names its company (README, COMPANY_*). */}
        {!company && (
          <div role="note" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 tablet:col-start-2">
            <ScaleIcon aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div className="flex flex-col gap-1">
              <p className="font-semibold">
                <FormattedMessage id="legal.template_title" />
              </p>
              <p className="text-sm">
                <FormattedMessage id="legal.template_text" />
              </p>
            </div>
          </div>
        )}
        <nav
          aria-labelledby="legal-toc"
          className="self-start tablet:sticky tablet:top-24 tablet:col-start-1 tablet:row-start-1 tablet:row-end-[-1]"
        >
          <h2 id="legal-toc" className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
            <FormattedMessage id="legal.toc" />
          </h2>
          <ol className="flex flex-col gap-1 border-s border-slate-200 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ms-px block border-s-2 border-transparent py-1 ps-3 text-ink outline-none hover:border-brand-500 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {intl.formatMessage({ id: heading(section.id) })}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="flex max-w-prose flex-col gap-10 leading-relaxed tablet:col-start-2">
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="flex flex-col gap-3">
              <h2 id={section.id} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold outline-none">
                <FormattedMessage id={heading(section.id)} />
              </h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} messageKey={`${document.id}_${section.id}_${index + 1}`} values={values} />
              ))}
            </section>
          ))}
          <RelatedPages current={document} />
        </article>
      </div>
    </main>
  )
}

/** The other two legal pages, so none of them is a dead end. */
function RelatedPages({ current }: { current: LegalDocument }) {
  return (
    <nav aria-labelledby="legal-related" className="border-t border-slate-200 pt-6">
      <h2 id="legal-related" className="mb-3 font-semibold">
        <FormattedMessage id="legal.related" />
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {LEGAL_DOCUMENTS.filter((document) => document.id !== current.id).map((document) => (
          <li key={document.id}>
            <SiteLink path={document.path} className={textLinkClass}>
              <FormattedMessage id={`legal.${document.id}_title`} />
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * A legal page: template notice, table of contents with anchors, the sections, links to the other legal
 * pages. Its routes declare the `legal` namespace, so the root's messages hold the texts (ADR 0023).
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  return <LegalArticle document={document} />
}
