import * as v from 'valibot'
import { LOCALES } from '~/i18n/locales'

/** Every server function that reads translated data takes the interface language explicitly. */
export const localeField = v.picklist(LOCALES)
