import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { getDoctorBySlug, listDoctors, listRelatedDoctors, type DoctorListParams } from '~/server/doctors.functions'

/** Query option factories for doctors, shared by loaders and components. */
export const doctorQueries = {
  all: ['doctors'] as const,
  list: (locale: Locale, params: DoctorListParams) =>
    queryOptions({ queryKey: [...doctorQueries.all, 'list', params, locale], queryFn: () => listDoctors({ data: params }) }),
  bySlug: (locale: Locale, slug: string) =>
    queryOptions({
      queryKey: [...doctorQueries.all, 'slug', slug, locale],
      queryFn: () => getDoctorBySlug({ data: { slug } }),
    }),
  related: (locale: Locale, slug: string, limit = 4) =>
    queryOptions({
      queryKey: [...doctorQueries.all, 'related', slug, limit, locale],
      queryFn: () => listRelatedDoctors({ data: { slug, limit } }),
    }),
}
