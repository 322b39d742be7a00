import { createFormHookContexts } from '@tanstack/react-form'

/** The contexts behind the project's form hook; field components read their field from here. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
