import { createFormHook } from '@tanstack/react-form'
import { DateOfBirthField, PhoneField, RadioGroupField, SelectField, SubmitButton, TextareaField, TextField } from './fields'
import { fieldContext, formContext } from './form-context'

/**
 * The project's one form hook: `useAppForm({ defaultValues, validators, onSubmit })`, then
 * `<form.AppField name="email">{(field) => <field.TextField label=… />}</form.AppField>`.
 * Pass the feature's valibot schema as a validator; the same schema validates on the server.
 */
export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextareaField, SelectField, RadioGroupField, PhoneField, DateOfBirthField },
  formComponents: { SubmitButton },
})
