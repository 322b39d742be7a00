import { HydrateLater } from '~/components/lazy/HydrateLater'
import CatalogIconLater from './CatalogIcon?hydrate-later'

const CatalogIcon = CatalogIconLater as typeof import('./CatalogIcon').default

/**
 * A catalogue icon on a server-rendered page: decorative markup with nothing to hydrate, so the icon
 * set (~2.5 kB gzip) loads only when a page renders icons in the browser (a client navigation), never
 * with the first load (ADR 0024).
 */
export function StaticCatalogIcon(props: Parameters<typeof CatalogIcon>[0]) {
  return (
    <HydrateLater when="never" inline>
      <CatalogIcon {...props} />
    </HydrateLater>
  )
}
