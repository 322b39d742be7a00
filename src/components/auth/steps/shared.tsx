import type { ComponentType, PropsWithChildren, ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import type { Form, SubmitButton } from '~/components/form/fields'
import { applyServerErrors, type ServerErrorTarget } from '~/components/form/server-errors'
import { nextAfter, type FlowEvent, type OverlayStep } from '~/lib/auth-flow'
import { getCaptchaToken } from '~/lib/captcha'
import type { AuthFailure, AuthOutcome } from '~/server/auth.server'
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
 * Handles a refused call in a form: field errors (422) land on the form's fields, anything else
 * goes to the overlay's alert or the blocked modal. A thrown call (network, bad input) is generic.
 */
export function useFailureHandler() {
  const overlay = useAuthOverlay()
  return <TName extends string>(
    failure: AuthFailure | null,
    form: ServerErrorTarget<TName> | null,
    options?: ReportOptions,
  ) => {
    if (failure && form && failure.status === 422 && applyServerErrors(failure.fieldErrors, form.fields, form.setError)) return
    overlay.report(failure, options)
  }
}

/**
 * A form step's server call: clears the overlay's alert, runs the call and hands a refusal (or a
 * thrown call) to the failure handler. Resolves to the success, or null once the refusal is shown.
 */
export function useStepCall() {
  const overlay = useAuthOverlay()
  const handleFailure = useFailureHandler()
  return async <T extends AuthOutcome, TName extends string>(
    call: () => Promise<T>,
    target: ServerErrorTarget<TName> | null,
    options?: ReportOptions,
  ): Promise<Extract<T, { ok: true }> | null> => {
    overlay.clearError()
    const result = await attempt(call)
    if (result?.ok) return result as Extract<T, { ok: true }>
    handleFailure(result as AuthFailure | null, target, options)
    return null
  }
}

/** The reCAPTCHA token for a form's action; without one (script blocked) the call fails like a network error. */
export async function captchaToken(action: string): Promise<string> {
  const token = await getCaptchaToken(action)
  if (!token) throw new Error(`No reCAPTCHA token for ${action}`)
  return token
}

/** Runs a server call; a thrown error (network, rejected input) becomes the generic failure. */
export async function attempt<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call()
  } catch {
    return null
  }
}

/** The browser's time zone, sent at sign-up and with personal information. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/** Moves the overlay as the flow says for this event. */
export function follow(overlay: AuthOverlayApi, event: FlowEvent): Promise<void> {
  const next = nextAfter(event)
  if ('step' in next) {
    overlay.goTo(next.step)
    return Promise.resolve()
  }
  return overlay.finish()
}
