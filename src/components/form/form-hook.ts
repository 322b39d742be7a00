import { createFormHook, revalidateLogic } from '@tanstack/react-form'
import {
  CheckboxField,
  CodeField,
  DateOfBirthField,
  EmailField,
  Form,
  GenderField,
  PasswordField,
  PhoneField,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from './fields'
import { fieldContext, formContext } from './form-context'

/**
 * The project's one form hook: `useAppForm({ defaultValues, validators, onSubmit })`, then
 * inside `<form.AppForm><form.Form>`: `<form.AppField name="email">{(field) => <field.TextField label=… />}</form.AppField>`
 * and `<form.SubmitButton>`.
 * Pass the feature's valibot schema as a validator; the same schema validates on the server.
 */
export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    EmailField,
    PasswordField,
    CodeField,
    TextareaField,
    SelectField,
    RadioGroupField,
    GenderField,
    PhoneField,
    DateOfBirthField,
    CheckboxField,
  },
  formComponents: { Form, SubmitButton },
})

/**
 * When forms validate: first on submit, then on every change. Re-validating on change (not blur)
 * matters: a fixed field loses its message as it is typed, so Enter submits at once (on blur, the
 * stale message of a field still focused blocked submission) and no message vanishes under a click.
 */
export const formValidationLogic = () => revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' })
