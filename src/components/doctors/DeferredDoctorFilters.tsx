import type { ComponentProps } from 'react'
import { HydrateLater } from '~/components/lazy/HydrateLater'
import DoctorFiltersLater from './DoctorFilters?hydrate-later'

const DoctorFilters = DoctorFiltersLater as typeof import('./DoctorFilters').default

/**
 * The doctor filters, whose code loads when the visitor reaches for them (ADR 0026): the list
 * needs none of it, and what is typed or picked before it arrives is handed over.
 */
export function DeferredDoctorFilters(props: ComponentProps<typeof DoctorFilters>) {
  return (
    <HydrateLater when="interaction">
      <DoctorFilters {...props} />
    </HydrateLater>
  )
}
