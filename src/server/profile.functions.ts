import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { nameField } from '~/lib/auth-forms'
import { isAllowedBirthDate } from '~/lib/birth-date'
import { localeField } from '~/lib/locale-input'
import { savePersonalInfo } from './profile.server'

/** The phone is not here: it is saved and verified through the phone-code routes. */
export const savePersonalInfoFn = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      locale: localeField,
      first_name: v.optional(nameField),
      last_name: v.optional(nameField),
      date_of_birth: v.pipe(v.string(), v.check((value) => isAllowedBirthDate(value, new Date()), 'age_restriction')),
      gender: v.picklist([1, 2]),
      timezone: v.optional(v.pipe(v.string(), v.maxLength(64))),
    }),
  )
  .handler(({ data: { locale, ...input } }) => savePersonalInfo(locale, input))
