import type { ComponentProps, ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from '~/components/ui/field'
import { Input, NativeSelect } from '~/components/ui/input'
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
function useChangeHandler<T = string>() {
  const field = useFieldContext<T>()
  return (value: T) => {
    if (field.state.meta.errorMap.onServer) field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
    field.handleChange(value)
  }
}

type TextFieldProps = FieldChrome &
  Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'onBlur' | 'name' | 'id'> & {
    /** Rewrites what is typed, e.g. keeps digits only in a verification code. */
    sanitize?: (value: string) => string
  }

export function TextField({ label, description, maxLength, sanitize, ...inputProps }: TextFieldProps) {
  const field = useFieldContext<string>()
  const errors = useFieldErrors(label, maxLength)
  const change = useChangeHandler()
  const onChange = (value: string) => change(sanitize ? sanitize(value) : value)
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

interface SelectOption {
  value: string
  label: string
}

type SelectFieldProps = FieldChrome & {
  options: ReadonlyArray<SelectOption>
  /** Shown while nothing is chosen (an empty value). */
  placeholder?: string
  className?: string
}

/** A native select: accessible, light, and the platform's own picker on phones. */
export function SelectField({ label, description, options, placeholder, className }: SelectFieldProps) {
  const field = useFieldContext<string>()
  const errors = useFieldErrors(label)
  const onChange = useChangeHandler()
  return (
    <Field errors={errors} className={className}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <NativeSelect name={field.name} value={field.state.value} onChange={(event) => onChange(event.target.value)} onBlur={field.handleBlur}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FieldControl>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError />
    </Field>
  )
}

type CheckboxFieldProps = Omit<FieldChrome, 'label'> & {
  /** The visible label (may hold links); `label` text is used in messages. */
  children: ReactNode
  label: string
}

export function CheckboxField({ label, children }: CheckboxFieldProps) {
  const field = useFieldContext<boolean>()
  const errors = useFieldErrors(label)
  const onChange = useChangeHandler<boolean>()
  return (
    <Field errors={errors}>
      <div className="flex items-start gap-2">
        <FieldControl>
          <Checkbox name={field.name} checked={field.state.value} onCheckedChange={(checked) => onChange(checked === true)} onBlur={field.handleBlur} />
        </FieldControl>
        <FieldLabel className="font-normal leading-5">{children}</FieldLabel>
      </div>
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
