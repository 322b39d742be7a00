import type { ComponentProps } from 'react'
import { HydrateLater } from '~/components/lazy/HydrateLater'
import DoctorCardFactsLater from './DoctorCardFacts?hydrate-later'
import DoctorProfileFactsLater from './DoctorProfileFacts?hydrate-later'
import NextFreeTimeLater from './NextFreeTime?hydrate-later'

const DoctorCardFacts = DoctorCardFactsLater as typeof import('./DoctorCardFacts').default
const NextFreeTime = NextFreeTimeLater as typeof import('./NextFreeTime').default
const DoctorProfileFacts = DoctorProfileFactsLater as typeof import('./DoctorProfileFacts').default

/*
 * A doctor's rating, next free time and a card's other facts on a server-rendered page: text with nothing to
 * hydrate (the server already knows the language and the patient's zone), so their code loads only
 * when a list renders in the browser (a client navigation), never with the first load (ADR 0024, 0044).
 */

export function StaticNextFreeTime(props: ComponentProps<typeof NextFreeTime>) {
  return (
    <HydrateLater when="never" inline>
      <NextFreeTime {...props} />
    </HydrateLater>
  )
}

export function StaticCardFacts(props: ComponentProps<typeof DoctorCardFacts>) {
  return (
    <HydrateLater when="never">
      <DoctorCardFacts {...props} />
    </HydrateLater>
  )
}

export function StaticProfileFacts(props: ComponentProps<typeof DoctorProfileFacts>) {
  return (
    <HydrateLater when="never">
      <DoctorProfileFacts {...props} />
    </HydrateLater>
  )
}
