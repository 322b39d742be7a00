import { FormattedMessage } from 'react-intl'
import { HydrateLater } from '~/components/lazy/HydrateLater'
import { FIND_DOCTOR_DRAFT_KEY } from '~/lib/appointment-search'
import { hasSessionDraft } from '~/lib/session-draft'
import FindDoctorFormLater from './FindDoctorForm?hydrate-later'

const FindDoctorForm = FindDoctorFormLater as typeof import('./FindDoctorForm').default

/**
 * `/get-started` (spec part 1 §2, part 2 §3): ask the care team to find a doctor. The form's code
 * (rules, the phone metadata, uploads) loads when the visitor starts on it (ADR 0024).
 */
export function GetStartedPage() {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <FormattedMessage id="findDoctor.heading" />
        </h1>
        <p className="text-lg text-muted">
          <FormattedMessage id="findDoctor.intro" />
        </p>
      </header>
      {/* A request begun earlier (a reload mid-way) is shown at once; the server cannot know it. */}
      <HydrateLater when={hasSessionDraft(FIND_DOCTOR_DRAFT_KEY) ? 'visible' : 'interaction'}>
        <FindDoctorForm />
      </HydrateLater>
    </main>
  )
}
