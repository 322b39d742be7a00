import { Link } from '@tanstack/react-router'
import { ChevronRightIcon } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'

/** The address of a folder: `my_documents` then the ids down to it. */
export const folderSlug = (ids: ReadonlyArray<string>) => ['my_documents', ...ids].join('/')

/** Where the patient is: my documents › folder › folder; each step but the last opens that folder. */
export function DocumentsBreadcrumbs({ trail }: { trail: ReadonlyArray<{ id: string; name: string }> }) {
  const locale = useLocale()
  const steps = [{ id: null, name: null }, ...trail]
  return (
    <nav aria-labelledby="documents-breadcrumbs">
      <h3 id="documents-breadcrumbs" className="sr-only">
        <FormattedMessage id="documents.breadcrumbs" />
      </h3>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {steps.map((step, index) => {
          const last = index === steps.length - 1
          const label = step.name === null ? <FormattedMessage id="documents.title" /> : <bdi>{step.name}</bdi>
          return (
            <li key={step.id ?? 'root'} className="flex min-w-0 items-center gap-1">
              {index > 0 && <ChevronRightIcon aria-hidden className="size-4 shrink-0 text-muted rtl:rotate-180" />}
              {last ? (
                <span aria-current="page" className="truncate font-semibold">
                  {label}
                </span>
              ) : (
                <Link
                  from="/{-$lang}/account"
                  to="/{-$lang}/account"
                  params={{ lang: langParam(locale) }}
                  // Another folder starts without the search; sort and view stay as chosen.
                  search={(previous) => ({ ...previous, slug: folderSlug(trail.slice(0, index).map((folder) => folder.id)), q: undefined })}
                  className="truncate text-brand-700 underline-offset-4 hover:underline"
                >
                  {label}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
