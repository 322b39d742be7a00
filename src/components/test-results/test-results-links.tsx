import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ArrowLeftIcon } from 'lucide-react'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'

/** Where test results' links lead: the list, one analysis, or one of its values. */
export const testResultsSearch = (analysisId?: string, biomarker?: string) => ({
  slug: analysisId ? `test_results/${analysisId}` : 'test_results',
  biomarker,
})

/** A back link of the section ("Back to test results", "Back to all values"), its arrow mirrored in Arabic. */
export function BackLink({ search, children }: { search: LinkProps['search']; children: ReactNode }) {
  const locale = useLocale()
  return (
    <Link
      to="/{-$lang}/account"
      params={{ lang: langParam(locale) }}
      search={search}
      className="flex w-fit items-center gap-2 rounded-sm text-sm text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ArrowLeftIcon aria-hidden className="size-4 rtl:-scale-x-100" />
      {children}
    </Link>
  )
}
