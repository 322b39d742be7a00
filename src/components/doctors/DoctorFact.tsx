import type { ReactNode } from 'react'
import { FormattedMessage, type IntlShape } from 'react-intl'
import { sortByName } from '~/lib/format'
import type { DoctorCardData } from './doctor-helpers'

/** One labelled fact of a doctor's card or profile, a `dt`/`dd` pair of their `dl`. */
export function DoctorFact({
  label,
  labelClassName,
  className,
  children,
}: {
  label: string
  labelClassName: string
  className?: string
  children: ReactNode
}) {
  return (
    <div>
      <dt className={labelClassName}>
        <FormattedMessage id={label} />
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  )
}

/** "German, English and Turkish": the languages a doctor speaks, named (by the API) and ordered in the page language, joined with its list words. */
export const spokenLanguages = (doctor: Pick<DoctorCardData, 'languages'>, intl: IntlShape) =>
  intl.formatList(
    sortByName(
      doctor.languages.map((language) => language.name),
      intl.locale,
      (name) => name,
    ),
  )
