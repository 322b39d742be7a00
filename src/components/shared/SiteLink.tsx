import type { ComponentProps } from 'react'
import { Link } from '@tanstack/react-router'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The path without language prefix or leading slash: `doctors`, `doctors/anna-berg/profile`; '' is home. */
  path: string
  search?: Record<string, string>
}

/**
 * A link to a page of this site that keeps the current language. The header and footer point at pages
 * other issues add, so the link is built through the catch-all route `/{-$lang}/$`; the router still
 * matches whichever route owns the resulting path (and preloads it on intent).
 */
export function SiteLink({ path, search, ...props }: SiteLinkProps) {
  const locale = useLocale()
  return <Link to="/{-$lang}/$" params={{ lang: langParam(locale), _splat: path }} search={search} {...props} />
}
