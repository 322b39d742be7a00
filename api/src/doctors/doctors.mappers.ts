import type { DoctorRow, Locale } from '../db/schema';

/**
 * What `Doctor` field resolvers receive (codegen `mappers` in codegen.ts): the database row, and the
 * locale its texts are shown in (a query's `lang` argument may differ from the request's locale).
 */
export type DoctorParent = DoctorRow & { locale: Locale };

export const inLocale = (rows: DoctorRow[], locale: Locale): DoctorParent[] => rows.map((row) => ({ ...row, locale }));
