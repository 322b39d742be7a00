import { useEffect, useId, useRef, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { changeToasts } from '~/components/shared/show-result'
import { FileUploadField, useFileUploads } from '~/components/uploads/FileUploads'
import { useLocale } from '~/i18n/useLocale'
import {
  FIND_DOCTOR_STEP_NUMBERS,
  fastAppointmentInput,
  reachableStep,
  type FindDoctorDraft,
  type FindDoctorStep,
} from '~/lib/find-doctor-form'
import { FIND_DOCTOR_DRAFT_KEY } from '~/lib/appointment-search'
import { hasSessionDraft, useDraftRead } from '~/lib/session-draft'
import { cn } from '~/lib/utils'
import { catalogQueries } from '~/queries/catalog'
import { findDoctorMutations } from '~/queries/find-doctor'
import { sessionQueries } from '~/queries/session'
import { FIND_DOCTOR_MAX_STEP } from '#contract/find-doctor'
import { useFindDoctorDraft } from './find-doctor-draft'
import { AgreementStep, ConcernsStep, ContactStep, LocationStep } from './FindDoctorSteps'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { useSuspenseData } from '~/queries/suspense-data'

const route = getRouteApi('/{-$lang}/get-started')

const STEP_LABELS = [
  'findDoctor.step_location',
  'findDoctor.step_contact',
  'findDoctor.step_concerns',
  'findDoctor.step_agreement',
] as const

/**
 * The find-doctor request (issue 12, spec part 2 §3): four steps (0 to maxStep 3) whose answers
 * merge into one draft kept across a reload; the step is in the address. A signed-in patient sends
 * it at once; a visitor creates an account (or logs in) first, with what they typed filled in, and
 * the request goes as soon as the account exists. E-mail verification then ends at findDoctorSuccess.
 */
export default function FindDoctorForm() {
  const intl = useIntl()
  const locale = useLocale()
  const id = useId()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const user = useSuspenseData(sessionQueries.currentUser(locale))
  const organizations = useSuspenseData(catalogQueries.organizations(locale))
  const [draft, setDraft, clearDraft] = useFindDoctorDraft(user)
  // A kept draft is read after hydration: the steps' forms then start again from it. Without one
  // nothing remounts, so what a visitor typed before the code arrived stays (ADR 0026).
  const [keptAtStart] = useState(() => hasSessionDraft(FIND_DOCTOR_DRAFT_KEY))
  const draftRead = useDraftRead() && keptAtStart
  const uploads = useFileUploads({ deferred: !user })
  const send = useMutation(findDoctorMutations.send())
  /** The visitor pressed Send and is creating an account (or logging in) in the overlay. */
  const awaitingAccount = useRef(false)
  const withEmail = !user
  const step = reachableStep(search.step ?? 0, draft, { withEmail })

  const goToStep = (next: FindDoctorStep) =>
    navigate({
      search: (prev) => ({ ...prev, step: next || undefined }),
      resetScroll: false,
    })
  const merge = (values: Partial<FindDoctorDraft>) => setDraft({ ...draft, ...values })
  const next = (values: Partial<FindDoctorDraft>) => {
    merge(values)
    const following = FIND_DOCTOR_STEP_NUMBERS[step + 1]
    if (following !== undefined) void goToStep(following)
  }

  const sendRequest = (signedIn: NonNullable<typeof user>, request: FindDoctorDraft) => {
    // A failed file is said beside the Send button; the request waits until it is removed or chosen again.
    if (uploads.failed) return
    const input = fastAppointmentInput(request, [
      ...(search.filename ? [String(search.filename)] : []),
      ...uploads.uploaded.map((file) => file.id),
    ])
    // A step left incomplete (the draft changed in another tab): show it.
    if (!input) return void goToStep(reachableStep(FIND_DOCTOR_MAX_STEP, request, { withEmail: false }))
    send.mutate(
      input,
      changeToasts(intl, 'findDoctor.sent', {
        done: () => {
          clearDraft()
          uploads.clear()
          // A visitor is verifying their e-mail in the overlay already; otherwise the flow's next screen opens.
          void navigate({
            search: (prev) => ({
              ...prev,
              step: undefined,
              // Sent: the report goes with this request only.
              filename: undefined,
              from: 'find-doctor',
              page: prev.page ?? (signedIn.emailVerify ? 'findDoctorSuccess' : 'verifyEmail'),
            }),
            resetScroll: false,
          })
        },
      }),
    )
  }

  const submit = (values: Partial<FindDoctorDraft>) => {
    const request = { ...draft, ...values }
    setDraft(request)
    if (user) return sendRequest(user, request)
    // Waiting starts once the overlay is open: closing it without an account ends the wait.
    void navigate({
      search: (prev) => ({ ...prev, page: 'signUp', from: 'find-doctor' }),
      state: (prev) => ({
        ...prev,
        signUpPrefill: {
          email: request.email,
          first_name: request.first_name,
          last_name: request.last_name,
        },
      }),
      resetScroll: false,
    }).then(() => {
      awaitingAccount.current = true
    })
  }

  // The account exists (signed up or logged in): once the files waiting for it are up, the request goes.
  const overlayOpen = Boolean(search.page)
  useEffect(() => {
    if (!awaitingAccount.current) return
    if (!user) {
      // The overlay was closed without an account: nothing is sent until the visitor sends again.
      if (!overlayOpen) awaitingAccount.current = false
      return
    }
    if (uploads.busy || send.isPending) return
    awaitingAccount.current = false
    sendRequest(user, draft)
  })

  return (
    <div className="flex flex-col gap-6">
      <ol aria-label={intl.formatMessage({ id: 'findDoctor.steps_label' })} className="flex flex-wrap gap-2 text-sm">
        {STEP_LABELS.map((label, index) => (
          <li
            key={label}
            aria-current={index === step ? 'step' : undefined}
            className={cn('rounded-full px-3 py-1', index === step ? 'bg-brand-600 text-white' : 'bg-slate-100 text-muted')}
          >
            {index + 1}. <FormattedMessage id={label} />
          </li>
        ))}
      </ol>
      <Card as="section" padding="lg" aria-labelledby={`${id}-step`} className="flex flex-col gap-4">
        <h2 id={`${id}-step`} className="text-xl font-semibold">
          <FormattedMessage id={STEP_LABELS[step]} />
        </h2>
        {step === 0 && (
          <LocationStep key={`location-${draftRead}`} draft={draft} organizations={organizations} onNext={next} onChange={merge} />
        )}
        {step === 1 && (
          <ContactStep
            key={`contact-${draftRead}`}
            draft={draft}
            accountEmail={user?.email ?? null}
            onNext={next}
            onBack={() => goToStep(0)}
            onChange={merge}
          />
        )}
        {step === 2 && (
          <ConcernsStep key={`concerns-${draftRead}`} draft={draft} onNext={next} onBack={() => goToStep(1)} onChange={merge}>
            {search.filename && (
              // The test result's report the doctor banner brought: shown, and the patient may take it off.
              <p className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm">
                <FormattedMessage id="findDoctor.lab_report_attached" />
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => navigate({ search: (prev) => ({ ...prev, filename: undefined }), replace: true, resetScroll: false })}
                >
                  <FormattedMessage id="findDoctor.lab_report_remove" />
                </Button>
              </p>
            )}
            <FileUploadField uploads={uploads} label={intl.formatMessage({ id: 'findDoctor.files_label' })} />
            {!user && uploads.rows.length > 0 && (
              <p className="text-sm text-muted">
                <FormattedMessage id="findDoctor.files_after_account" />
              </p>
            )}
          </ConcernsStep>
        )}
        {step === 3 && (
          <AgreementStep
            key={`agreement-${draftRead}`}
            draft={draft}
            organizations={organizations}
            files={[
              ...(search.filename ? [intl.formatMessage({ id: 'findDoctor.lab_report_attached' })] : []),
              ...uploads.rows.map((row) => row.name),
            ]}
            signedIn={Boolean(user)}
            onSubmit={submit}
            onBack={() => goToStep(2)}
            pending={send.isPending}
          >
            {uploads.failed && (
              <p role="alert" className="text-sm text-red-700">
                <FormattedMessage id="findDoctor.files_failed" />
              </p>
            )}
          </AgreementStep>
        )}
      </Card>
    </div>
  )
}
