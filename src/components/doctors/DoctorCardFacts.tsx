import { FormattedMessage, useIntl } from 'react-intl'
import { BriefcaseMedicalIcon, LanguagesIcon } from 'lucide-react'
import { experienceYears, sortByName } from '~/lib/format'
import type { DoctorCardData } from './doctor-helpers'
import RatingSummary from './RatingSummary'

/** What a card tells about a doctor besides the links: rating, experience, languages, organisation. Text only. */
export default function DoctorCardFacts({ doctor }: { doctor: DoctorCardData }) {
  const intl = useIntl()
  const years = experienceYears(doctor.experience_start_date, new Date())
  return (
    <dl className="grid gap-1 text-sm text-ink">
      <div>
        <dt className="sr-only">
          <FormattedMessage id="doctors.rating_label" />
        </dt>
        <dd>
          <RatingSummary rating={doctor.rating} reviewCount={doctor.reviewCount} />
        </dd>
      </div>
      {years !== null && (
        <div>
          <dt className="sr-only">
            <FormattedMessage id="doctors.experience_label" />
          </dt>
          <dd className="flex items-center gap-2">
            <BriefcaseMedicalIcon className="size-4 text-muted" aria-hidden />
            <FormattedMessage id="doctors.experience" values={{ years }} />
          </dd>
        </div>
      )}
      {doctor.languages.length > 0 && (
        <div>
          <dt className="sr-only">
            <FormattedMessage id="doctors.languages" />
          </dt>
          <dd className="flex items-center gap-2">
            <LanguagesIcon className="size-4 shrink-0 text-muted" aria-hidden />
            {intl.formatList(
              sortByName(
                doctor.languages.map((language) => language.nativeName),
                intl.locale,
                (name) => name,
              ),
            )}
          </dd>
        </div>
      )}
      {doctor.organization && (
        <div>
          <dt className="sr-only">
            <FormattedMessage id="doctors.organization" />
          </dt>
          <dd className="flex items-center gap-2">
            {doctor.organization.image && (
              <img src={doctor.organization.image} alt="" className="size-6 rounded object-contain" loading="lazy" />
            )}
            {doctor.organization.name}
          </dd>
        </div>
      )}
    </dl>
  )
}
