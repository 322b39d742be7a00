import { lazy, Suspense, type ChangeEvent, type ComponentProps, type ReactNode } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import type { CountryCode } from 'libphonenumber-js/min'
import { PasswordStrength } from './PasswordStrength'
import { Button, type ButtonProps } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/ui/native-select'
import { birthYearsAround, dayCount, joinBirthDate, splitBirthDate, type BirthDateParts } from '~/lib/birth-years'
import { Spinner } from '~/components/ui/spinner'
import { Textarea } from '~/components/ui/textarea'
import { errorMessageKeys } from '~/lib/form-errors'
import { useLocale } from '~/i18n/useLocale'
import { formatCalendarDate } from '#contract/date-format'
import { codeText } from '#contract/fields'
import { useFieldContext, useFormContext } from './form-context'

export interface FieldChrome {
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
export function useFieldErrors(label: string, maxLength?: number): string[] {
  const intl = useIntl()
  const field = useFieldContext<string>()
  return errorMessageKeys(field.state.meta.errors).map((key) => {
    const id = `validation.${key}`
    if (id in intl.messages) return intl.formatMessage({ id }, { field: label, max: maxLength ?? '' })
    return key in intl.messages ? intl.formatMessage({ id: key }) : key
  })
}

/** Editing a field clears the error the server reported for it. */
export function useChangeHandler<T = string>() {
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
    /** A control beside the input, on its line (the files tab's add-link button). */
    action?: ReactNode
  }

export function TextField({ label, description, maxLength, sanitize, action, ...inputProps }: TextFieldProps) {
  const field = useFieldContext<string>()
  const errors = useFieldErrors(label, maxLength)
  const change = useChangeHandler()
  const onChange = (value: string) => change(sanitize ? sanitize(value) : value)
  const control = (
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
  )
  return (
    <Field errors={errors}>
      <FieldLabel>{label}</FieldLabel>
      {action ? (
        <div className="flex gap-2">
          {control}
          {action}
        </div>
      ) : (
        control
      )}
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError />
    </Field>
  )
}

type TextFieldVariantProps = Omit<TextFieldProps, 'type'>

/** An e-mail address: read left to right in every language, end-aligned on right-to-left pages. */
export function EmailField(props: TextFieldVariantProps) {
  return <TextField type="email" autoComplete="email" dir="ltr" className="rtl:text-end" {...props} />
}

/** A password; `strength` marks a new one and shows the checklist and strength bar under it (spec part 1 §5). */
export function PasswordField({ strength = false, ...props }: TextFieldVariantProps & { strength?: boolean }) {
  const field = useFieldContext<string>()
  return (
    <TextField
      type="password"
      autoComplete={strength ? 'new-password' : 'current-password'}
      description={strength ? <PasswordStrength password={field.state.value} /> : undefined}
      {...props}
    />
  )
}

/** A 6-digit code from an authenticator app or a message, read left to right; Arabic-Indic digits become ASCII as typed. */
export function CodeField(props: Omit<TextFieldVariantProps, 'sanitize'>) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" sanitize={codeText} {...props} />
}

type TextareaFieldProps = FieldChrome &
  Omit<ComponentProps<typeof Textarea>, 'value' | 'onChange' | 'onBlur' | 'name' | 'id'> & {
    /** Marks the field invalid without a visible message (the spec's cancel reason); screen readers still hear it. */
    quietErrors?: boolean
  }

export function TextareaField({ label, description, maxLength, quietErrors = false, ...textareaProps }: TextareaFieldProps) {
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
      <FieldError className={quietErrors ? 'sr-only' : undefined} />
    </Field>
  )
}

/**
 * The `<form>` element of every app form (inside `<form.AppForm>`): the browser's own validation
 * is off (the schema's messages are shown instead) and submitting runs the form's handler.
 */
export function Form({ className = 'flex flex-col gap-4', ...formProps }: Omit<ComponentProps<'form'>, 'noValidate' | 'onSubmit'>) {
  const form = useFormContext()
  return (
    <form
      {...formProps}
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    />
  )
}

/**
 * The form's submit button; it shows a spinner and is disabled while submitting, and also while
 * `disabled` says the form cannot be sent yet (no rating chosen, no translator found), or while
 * `busy` says work the form started still runs after its submit (a card payment's 3-D Secure).
 */
export function SubmitButton({
  children,
  className,
  variant,
  disabled = false,
  busy = false,
}: {
  children: ReactNode
  className?: string
  variant?: ButtonProps['variant']
  disabled?: boolean
  busy?: boolean
}) {
  const form = useFormContext()
  const intl = useIntl()
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <Button type="submit" variant={variant} disabled={disabled || busy || isSubmitting} className={className}>
          {(busy || isSubmitting) && <Spinner label={intl.formatMessage({ id: 'ui.loading' })} className="text-current" />}
          {children}
        </Button>
      )}
    </form.Subscribe>
  )
}

export interface SelectOption {
  value: string
  label: string
}

/**
 * Lists built from the runtime's Intl data (country names, time zones, month names) differ between
 * Node and the browser, so the server renders only the chosen option and the full list appears once
 * hydrated; otherwise React reports a hydration mismatch. The chosen option's name may still differ
 * by a letter between the two runtimes' Intl data, so its `<option>` suppresses the text warning.
 */
export function useHydratedOptions<T extends { value: string }>(options: ReadonlyArray<T>, value: string): ReadonlyArray<T> {
  const hydrated = useHydrated()
  return hydrated ? options : options.filter((option) => option.value === value)
}

type SelectFieldProps = FieldChrome & { options: ReadonlyArray<SelectOption>; placeholder?: string } & Omit<
    ComponentProps<typeof NativeSelect>,
    'value' | 'onChange' | 'onBlur' | 'name' | 'id'
  >

export function SelectField({ label, description, options, placeholder, ...selectProps }: SelectFieldProps) {
  const field = useFieldContext<string>()
  const errors = useFieldErrors(label)
  const onChange = useChangeHandler()
  const shown = useHydratedOptions(options, field.state.value)
  return (
    <Field errors={errors}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <NativeSelect
          name={field.name}
          value={field.state.value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={field.handleBlur}
          {...selectProps}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {shown.map((option) => (
            <option key={option.value} value={option.value} suppressHydrationWarning>
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

type CheckboxFieldProps = {
  /** Plain text for messages; the visible label is `children` (it may hold links). */
  label: string
  children: ReactNode
}

/** One checkbox with its label, e.g. the sign-up agreement. */
export function CheckboxField({ label, children }: CheckboxFieldProps) {
  const field = useFieldContext<boolean>()
  const errors = useFieldErrors(label)
  const onChange = useChangeHandler<boolean>()
  return (
    <Field errors={errors}>
      <div className="flex items-start gap-2">
        <FieldControl>
          <Checkbox name={field.name} checked={field.state.value} onCheckedChange={onChange} onBlur={field.handleBlur} />
        </FieldControl>
        <FieldLabel className="leading-5 font-normal">{children}</FieldLabel>
      </div>
      <FieldError />
    </Field>
  )
}

/** Radio buttons in a fieldset, e.g. gender. */
export function RadioGroupField({ label, options }: FieldChrome & { options: ReadonlyArray<SelectOption> }) {
  const field = useFieldContext<string>()
  const errors = useFieldErrors(label)
  const onChange = useChangeHandler()
  const errorId = `${field.name}-radio-error`
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-invalid={errors.length > 0 || undefined}
      aria-describedby={errors.length ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
          >
            <input
              type="radio"
              name={field.name}
              value={option.value}
              className="size-4 accent-brand-600"
              checked={field.state.value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={field.handleBlur}
            />
            {option.label}
          </label>
        ))}
      </div>
      {errors.length > 0 && (
        <p id={errorId} role="alert" className="text-xs text-red-700">
          {errors.join(' ')}
        </p>
      )}
    </fieldset>
  )
}

/** Gender as the API codes it (1 male, 2 female), in the personal-information forms. */
export function GenderField({ label }: { label: string }) {
  const intl = useIntl()
  const t = (id: string) => intl.formatMessage({ id })
  return (
    <RadioGroupField
      label={label}
      options={[
        { value: '1', label: t('account.gender_male') },
        { value: '2', label: t('account.gender_female') },
      ]}
    />
  )
}

// The phone field carries libphonenumber's metadata (~40 kB gzip): it loads with the forms that
// show it, not with every form (ADR 0024). The fallback shows only while it loads on the client.
const LazyPhoneField = lazy(() => import('./phone-field'))

/** An international phone number: see phone-field.tsx. */
export type PhoneFieldProps = FieldChrome & { defaultCountry?: CountryCode }

export function PhoneField(props: PhoneFieldProps) {
  return (
    <Suspense fallback={null}>
      <LazyPhoneField {...props} />
    </Suspense>
  )
}

/**
 * Date of birth, `YYYY-MM-DD`: three selects on wider screens (years now-18 … now-100, the day
 * count following month and year) and the native date input on phones (spec part 1 §5). The value
 * stays empty until the patient chooses (see joinBirthDate), so it is never sent unnoticed.
 */
export function DateOfBirthField({ label }: FieldChrome) {
  const intl = useIntl()
  const field = useFieldContext<string>()
  const errors = useFieldErrors(label)
  const onChange = useChangeHandler()
  const chosen = splitBirthDate(field.state.value)
  const locale = useLocale()
  // Always twelve options, so the server renders them all (a month can be chosen before hydration,
  // when nothing is chosen yet); a name differing by a letter between runtimes is suppressed below.
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: formatCalendarDate(`2000-${String(i + 1).padStart(2, '0')}-01`, locale, 'month'),
  }))
  // A pick changes its part of the field's current value, read from the form's store (`field.state`
  // is this render's) rather than from the other selects: picks made before hydration are replayed one after the
  // other before React renders again (ADR 0026), and React puts each replayed select back to the
  // rendered value in between, so the DOM and this render's value would forget the earlier picks.
  const choose = (part: keyof BirthDateParts) => (event: ChangeEvent<HTMLSelectElement>) =>
    onChange(
      joinBirthDate({ ...splitBirthDate(String(field.form.getFieldValue(field.name) ?? '')), [part]: Number(event.target.value) || 0 }),
    )
  const t = (id: string) => intl.formatMessage({ id })
  const invalid = errors.length > 0 || undefined
  const [newerYears, olderYears] = birthYearsAround()
  const yearOption = (year: number) => (
    <option key={year} value={year}>
      {year}
    </option>
  )
  return (
    <Field errors={errors}>
      <FieldLabel className="tablet:hidden">{label}</FieldLabel>
      <FieldControl>
        <Input
          type="date"
          className="tablet:hidden"
          dir="ltr"
          value={field.state.value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={field.handleBlur}
        />
      </FieldControl>
      <fieldset className="hidden flex-col gap-1.5 tablet:flex">
        <legend className="mb-1.5 text-sm font-medium">{label}</legend>
        <div className="grid grid-cols-[1fr_2fr_1.5fr] gap-2">
          <NativeSelect
            aria-label={t('ui.day')}
            aria-invalid={invalid}
            value={chosen.day || ''}
            onChange={choose('day')}
            onBlur={field.handleBlur}
          >
            <option value="">{t('ui.day')}</option>
            {Array.from({ length: dayCount(chosen.year, chosen.month) }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label={t('ui.month')}
            aria-invalid={invalid}
            value={chosen.month || ''}
            onChange={choose('month')}
            onBlur={field.handleBlur}
          >
            <option value="">{t('ui.month')}</option>
            {months.map((option) => (
              <option key={option.value} value={option.value} suppressHydrationWarning>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label={t('ui.year')}
            aria-invalid={invalid}
            value={chosen.year || ''}
            onChange={choose('year')}
            onBlur={field.handleBlur}
          >
            {/* The empty option among the years, so the list opens at adults' years (birthYearsAround). */}
            {newerYears.map(yearOption)}
            <option value="">{t('ui.year')}</option>
            {olderYears.map(yearOption)}
          </NativeSelect>
        </div>
      </fieldset>
      <FieldError />
    </Field>
  )
}
