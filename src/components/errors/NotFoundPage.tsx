import { HydrateLater } from '~/components/lazy/HydrateLater'
import NotFoundContentLater from './NotFoundContent?hydrate-later'

const NotFoundContent = NotFoundContentLater as typeof import('./NotFoundContent').default

/**
 * The 404 page. Every page's first load holds the router's not-found component, so its markup is
 * server-rendered and its code (a link) loads only where a 404 shows (ADR 0024).
 */
export function NotFoundPage() {
  return (
    <HydrateLater when="visible">
      <NotFoundContent />
    </HydrateLater>
  )
}
