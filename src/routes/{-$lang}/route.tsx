import { Outlet, createFileRoute, notFound } from '@tanstack/react-router'
import { localeFromParam } from '~/i18n/locales'

/** The optional language prefix: `/` is English, `/ru`, `/de` and `/ar` the others. */
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params }) => {
    if (localeFromParam(params.lang) === null) throw notFound()
  },
  component: Outlet,
})
