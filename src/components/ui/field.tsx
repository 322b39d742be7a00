import { createContext, useContext, useEffect, useId, useState, type ComponentProps } from 'react'
import { useIntl } from 'react-intl'
import { cn } from '~/lib/utils'
import { Label } from './label'
import { Slot } from './slot'

/**
 * An error as forms produce it: a message id (`forms.required`), an already translated server message,
 * or an issue object carrying either (valibot / TanStack Form issues have a `message`).
 */
export type FieldMessage = string | { message: string } | null | undefined

interface FieldContextValue {
  controlId: string
  descriptionId: string
  errorId: string
  errors: string[]
  setHasDescription: (value: boolean) => void
  hasDescription: boolean
}

const FieldContext = createContext<FieldContextValue | null>(null)

function useField(component: string): FieldContextValue {
  const context = useContext(FieldContext)
  if (!context) throw new Error(`<${component}> must be used inside <Field>`)
  return context
}

function messageText(message: FieldMessage): string | null {
  if (!message) return null
  return typeof message === 'string' ? message : message.message
}

/** Groups a label, one control, a description and errors, and wires their ids together. */
export function Field({ errors = [], id, className, ...props }: ComponentProps<'div'> & { errors?: ReadonlyArray<FieldMessage> }) {
  const generated = useId()
  const controlId = id ?? generated
  const [hasDescription, setHasDescription] = useState(false)
  const texts = [...new Set(errors.map(messageText).filter((text): text is string => Boolean(text)))]
  const value: FieldContextValue = {
    controlId,
    descriptionId: `${controlId}-description`,
    errorId: `${controlId}-error`,
    errors: texts,
    hasDescription,
    setHasDescription,
  }
  return (
    <FieldContext.Provider value={value}>
      <div data-slot="field" data-invalid={texts.length > 0 || undefined} className={cn('flex flex-col gap-1.5', className)} {...props} />
    </FieldContext.Provider>
  )
}

export function FieldLabel(props: ComponentProps<typeof Label>) {
  const { controlId } = useField('FieldLabel')
  return <Label htmlFor={controlId} {...props} />
}

/** Passes id, aria-invalid and aria-describedby to its only child (an Input, Textarea, SelectTrigger, Checkbox…). */
export function FieldControl(props: ComponentProps<typeof Slot>) {
  const { controlId, descriptionId, errorId, errors, hasDescription } = useField('FieldControl')
  const invalid = errors.length > 0
  const describedBy = [hasDescription && descriptionId, invalid && errorId].filter(Boolean).join(' ') || undefined
  return <Slot id={controlId} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...props} />
}

export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  const { descriptionId, setHasDescription } = useField('FieldDescription')
  useEffect(() => {
    setHasDescription(true)
    return () => setHasDescription(false)
  }, [setHasDescription])
  return <p id={descriptionId} data-slot="field-description" className={cn('text-xs text-muted', className)} {...props} />
}

/** Shows the field's errors, translating message ids; `role="alert"` announces them as they appear. */
export function FieldError({ className }: { className?: string }) {
  const { errorId, errors } = useField('FieldError')
  const intl = useIntl()
  if (errors.length === 0) return null
  const translate = (text: string) => (text in intl.messages ? intl.formatMessage({ id: text }) : text)
  return (
    <div id={errorId} role="alert" data-slot="field-error" className={cn('text-xs text-red-600', className)}>
      {errors.length === 1 ? (
        translate(errors[0] ?? '')
      ) : (
        <ul className="list-disc ps-4">
          {errors.map((text) => (
            <li key={text}>{translate(text)}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
