import type { ComponentProps, ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Button } from '~/components/ui/button'
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Spinner } from '~/components/ui/spinner'
import { Textarea } from '~/components/ui/textarea'
import { errorMessageKeys } from '~/lib/form-errors'
import { useFieldContext, useFormContext } from './form-context'

interface FieldChrome {
  /** Translated label; it also fills `{field}` in messages such as 'First name is required'. */
  label: string
  description?: ReactNode
  /** Fills `{max}` in the string_max message. */
  maxLength?: number
}

/**
 * The field's errors as text. Schema and server messages are keys of the `validation` namespace
 * (`required`, `invalid_phone`…) and get the field label; anything else is shown as it came.
 */
function useFieldErrors(label: string, maxLength?: number): string[] {
  const intl = useIntl()
  const field = useFieldContext<string>()
  return errorMessageKeys(field.state.meta.errors).map((key) => {
    const id = `validation.${key}`
    if (id in intl.messages) return intl.formatMessage({ id }, { field: label, max: maxLength ?? '' })
    return key in intl.messages ? intl.formatMessage({ id: key }) : key
  })
}

/** Editing a field clears the error the server reported for it. */
function useChangeHandler() {
  const field = useFieldContext<string>()
  return (value: string) => {
    if (field.state.meta.errorMap.onServer) field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
    field.handleChange(value)
  }
}

type TextFieldProps = FieldChrome & Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'onBlur' | 'name' | 'id'>

export function TextField({ label, description, maxLength, ...inputProps }: TextFieldProps) {
  const field = useFieldContext<string>()
  const errors = useFieldErrors(label, maxLength)
  const onChange = useChangeHandler()
  return (
    <Field errors={errors}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input
          name={field.name}
          value={field.state.value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          onBlur={field.handleBlur}
          {...inputProps}
        />
      </FieldControl>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError />
    </Field>
  )
}

type TextareaFieldProps = FieldChrome & Omit<ComponentProps<typeof Textarea>, 'value' | 'onChange' | 'onBlur' | 'name' | 'id'>

export function TextareaField({ label, description, maxLength, ...textareaProps }: TextareaFieldProps) {
  const field = useFieldContext<string>()
  const errors = useFieldErrors(label, maxLength)
  const onChange = useChangeHandler()
  return (
    <Field errors={errors}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Textarea
          name={field.name}
          value={field.state.value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          onBlur={field.handleBlur}
          {...textareaProps}
        />
      </FieldControl>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError />
    </Field>
  )
}

/** The form's submit button; it shows a spinner and is disabled while submitting. */
export function SubmitButton({ children, className }: { children: ReactNode; className?: string }) {
  const form = useFormContext()
  const intl = useIntl()
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <Button type="submit" disabled={isSubmitting} className={className}>
          {isSubmitting && <Spinner label={intl.formatMessage({ id: 'ui.loading' })} className="text-current" />}
          {children}
        </Button>
      )}
    </form.Subscribe>
  )
}
