import { getRouteApi } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import HealthSummaryLater from '~/components/health/HealthSummary?hydrate-later'
import { HydrateLater } from '~/components/lazy/HydrateLater'
import { useLocale } from '~/i18n/useLocale'
import { sessionQueries } from '~/queries/session'
import { AccountMenu } from './AccountMenu'
import { AvatarUploader } from './AvatarUploader'
import PersonalInformationLater from './PersonalInformationSection?hydrate-later'
import SettingsLater from './SettingsSection?hydrate-later'
import AppointmentsLater from './AppointmentsSection?hydrate-later'
import DoctorRequestsLater from './DoctorRequestsSection?hydrate-later'
import BillingLater from '~/components/payments/BillingSection?hydrate-later'
import DocumentsLater from '~/components/documents/DocumentsSection?hydrate-later'
import MedCardLater from '~/components/med-card/MedCardSection?hydrate-later'
import DoctorReportsLater from '~/components/med-card/DoctorReportsSection?hydrate-later'
import TestResultsLater from '~/components/test-results/TestResultsSection?hydrate-later'
import { useSuspenseData } from '~/queries/suspense-data'

const PersonalInformationSection = PersonalInformationLater as typeof import('./PersonalInformationSection').default
const SettingsSection = SettingsLater as typeof import('./SettingsSection').default
const HealthSummary = HealthSummaryLater as typeof import('~/components/health/HealthSummary').default
const AppointmentsSection = AppointmentsLater as typeof import('./AppointmentsSection').default
const DoctorRequestsSection = DoctorRequestsLater as typeof import('./DoctorRequestsSection').default
const BillingSection = BillingLater as typeof import('~/components/payments/BillingSection').default
const DocumentsSection = DocumentsLater as typeof import('~/components/documents/DocumentsSection').default
const MedCardSection = MedCardLater as typeof import('~/components/med-card/MedCardSection').default
const DoctorReportsSection = DoctorReportsLater as typeof import('~/components/med-card/DoctorReportsSection').default
const TestResultsSection = TestResultsLater as typeof import('~/components/test-results/TestResultsSection').default

const route = getRouteApi('/{-$lang}/account')

/** /account?slug=…: the account menu beside the chosen section (spec part 1 §2). */
export function AccountPage() {
  const { section: slug, path, beingRead } = route.useLoaderData()
  // A modal the address opens (billing's ?action=add_card) needs the section's code at once.
  const opensModal = route.useSearch({ select: (search) => search.action !== undefined })
  // A test result being read moves on by itself (polling, the progress steps): its section runs from the start.
  const runsByItself = beingRead
  const locale = useLocale()
  const user = useSuspenseData(sessionQueries.currentUser(locale))
  // Signed-out visitors are sent to sign in by the private-route guard (auth issue); nothing to show here.
  if (!user) return null
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10">
      <h1 className="text-2xl font-semibold tablet:text-3xl">
        <FormattedMessage id="account.title" />
      </h1>
      {/* minmax(0, …): a long e-mail truncates instead of widening the column past a phone screen. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 tablet:grid-cols-[260px_minmax(0,1fr)]">
        <aside className="flex flex-col gap-6">
          <AvatarUploader user={user} />
          <AccountMenu active={slug} />
        </aside>
        <div className="min-w-0">
          {/*
            Each section's code (forms, rules, the phone metadata) loads when the patient starts on it
            (ADR 0027). key: another section, or a new user (after sign-in as someone else), starts afresh.
          */}
          <HydrateLater
            when={opensModal || runsByItself ? 'visible' : 'interaction'}
            key={`${slug}:${user.id}`}
            fallback={<SectionPlaceholder />}
          >
            {slug === 'settings' ? (
              <SettingsSection user={user} />
            ) : slug === 'health_details' ? (
              <HealthSummary user={user} />
            ) : slug === 'appointments' ? (
              <AppointmentsSection />
            ) : slug === 'doctor-requests' ? (
              <DoctorRequestsSection />
            ) : slug === 'billing_and_plans' ? (
              <BillingSection user={user} />
            ) : slug === 'my_documents' ? (
              <DocumentsSection path={path} />
            ) : slug === 'med_card' ? (
              <MedCardSection />
            ) : slug === 'doctor_reports' ? (
              <DoctorReportsSection />
            ) : slug === 'test_results' ? (
              <TestResultsSection path={path} />
            ) : (
              <PersonalInformationSection user={user} />
            )}
          </HydrateLater>
        </div>
      </div>
    </main>
  )
}

/** While a section opened by a client navigation loads its code: keeps the column from collapsing. */
function SectionPlaceholder() {
  return <div aria-hidden className="min-h-96 animate-pulse rounded-2xl bg-slate-100" />
}
