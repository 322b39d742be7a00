import type { ComponentType, PropsWithChildren, ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { healthToResume, unansweredHealthSteps } from '~/lib/health-todo'
import { healthQueries } from '~/queries/health'
import { DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import type { Form, SubmitButton } from '~/components/form/fields'
import type { ServerErrorTarget } from '~/components/form/server-errors'
import { nextAfter, type FlowEvent, type OverlayStep } from '~/lib/auth-flow'
import type { AuthFailure, AuthOutcome } from '~/lib/action-results'
import { useAuthOverlay, type AuthOverlayApi, type ReportOptions } from '../overlay-context'

export function StepHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <DialogHeader>
      <DialogTitle className="text-2xl">{title}</DialogTitle>
      {description && <DialogDescription>{description}</DialogDescription>}
    </DialogHeader>
  )
}

/** What StepForm needs of a `useAppForm` form. */
interface StepFormApi {
  AppForm: ComponentType<PropsWithChildren>
  Form: typeof Form
  SubmitButton: typeof SubmitButton
}

/**
 * A step's heading and its form: the fields (`children`), then the full-width submit button with
 * `submit` as its text and anything that follows it inside the form (`afterSubmit`).
 */
export function StepForm({
  form,
  title,
  description,
  submit,
  afterSubmit,
  children,
}: {
  form: StepFormApi
  title: ReactNode
  description?: ReactNode
  submit: ReactNode
  afterSubmit?: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <StepHeader title={title} description={description} />
      <form.AppForm>
        <form.Form>
          {children}
          <form.SubmitButton className="w-full">{submit}</form.SubmitButton>
          {afterSubmit}
        </form.Form>
      </form.AppForm>
    </>
  )
}

/** A link to another overlay step on the same page (shallow: only `?page=` changes). */
export function StepLink({ step, children, className }: { step: OverlayStep; children: ReactNode; className?: string }) {
  return (
    <Link
      to="."
      search={(prev) => ({ ...prev, page: step, key: undefined })}
      resetScroll={false}
      className={className ?? 'font-medium text-brand-600 underline-offset-4 hover:underline focus-visible:underline'}
    >
      {children}
    </Link>
  )
}

/**
 * Handles a refused call in a form: the overlay shows it the one way (`showResult`): field errors
 * (422) on the form's fields, anything else in its alert or the blocked modal; a thrown call is generic.
 */
export function useFailureHandler() {
  const overlay = useAuthOverlay()
  return <TName extends string>(failure: AuthFailure | null, form: ServerErrorTarget<TName> | null, options?: ReportOptions) =>
    overlay.report(failure, { ...options, fields: form ?? undefined })
}

/**
 * Runs a step's mutation (`useMutation(authMutations.x(locale)).mutateAsync`): clears the overlay's
 * alert and hands a refusal to the failure handler; a thrown call (logged by the query client's
 * mutation cache) is the generic failure. Resolves to the success, or null once the failure is shown.
 */
export function useStepCall() {
  const overlay = useAuthOverlay()
  const handleFailure = useFailureHandler()
  return async <T extends AuthOutcome, TName extends string>(
    run: () => Promise<T>,
    target: ServerErrorTarget<TName> | null,
    options?: ReportOptions,
  ): Promise<Extract<T, { ok: true }> | null> => {
    overlay.clearError()
    const result = await settled(run)
    if (result?.ok) return result as Extract<T, { ok: true }>
    handleFailure(result as AuthFailure | null, target, options)
    return null
  }
}

/** A mutation's answer, or null when it threw (the mutation cache has logged it). */
export function settled<T>(run: () => Promise<T>): Promise<T | null> {
  return run().catch(() => null)
}

/** Events whose end of the flow completes the profile (sign-up's last step): the patient is told. */
const COMPLETING: ReadonlySet<FlowEvent['type']> = new Set(['healthDone', 'personalInfoSaved', 'phoneVerified', 'emailVerified'])

/** Moves the overlay as the flow says for this event. */
export function follow(overlay: AuthOverlayApi, event: FlowEvent): Promise<void> {
  const next = nextAfter(event)
  if ('step' in next) {
    overlay.goTo(next.step)
    return Promise.resolve()
  }
  return overlay.finish({ allSet: COMPLETING.has(event.type) })
}

/**
 * The patient's health questionnaire gaps for the flow, read from the answers' cache (the
 * questionnaire keeps it up to date) or the API: `left` = questions without an answer,
 * `toResume` = a begun questionnaire with gaps (health-todo.ts).
 */
export function useHealthGaps() {
  const queryClient = useQueryClient()
  return async (gender: number | null | undefined) => {
    const answers = await queryClient.ensureQueryData(healthQueries.answers()).catch(() => null)
    return { left: unansweredHealthSteps(gender, answers).length > 0, toResume: healthToResume(gender, answers) }
  }
}
