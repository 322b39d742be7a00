import * as v from 'valibot'
import { LOCALES } from '~/i18n/locales'

/** The interface language a server function receives from `localeMiddleware` (src/server/locale-middleware.ts), checked. */
export const localeField = v.picklist(LOCALES)
