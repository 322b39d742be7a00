import { FormattedMessage, useIntl } from 'react-intl'
import { BriefcaseMedicalIcon, LanguagesIcon } from 'lucide-react'
import { experienceYears } from '~/lib/experience'
import type { DoctorCardData } from './doctor-helpers'
import { DoctorFact, spokenLanguages } from './DoctorFact'
import RatingSummary from './RatingSummary'

/** What a card tells about a doctor besides the links: rating, experience, languages, organisation. Text only. */
export default function DoctorCardFacts({ doctor }: { doctor: DoctorCardData }) {
  const intl = useIntl()
  const years = experienceYears(doctor.experience_start_date, new Date())
  return (
    <dl className="grid gap-1 text-sm text-ink">
      <Fact label="doctors.rating_label">
        <RatingSummary rating={doctor.rating} reviewCount={doctor.reviewCount} />
      </Fact>
      {years !== null && (
        <Fact label="doctors.experience_label" className="flex items-center gap-2">
          <BriefcaseMedicalIcon className="size-4 text-muted" aria-hidden />
          <FormattedMessage id="doctors.experience" values={{ years }} />
        </Fact>
      )}
      {doctor.languages.length > 0 && (
        <Fact label="doctors.languages" className="flex items-center gap-2">
          <LanguagesIcon className="size-4 shrink-0 text-muted" aria-hidden />
          {spokenLanguages(doctor, intl)}
        </Fact>
      )}
      {doctor.organization && (
        <Fact label="doctors.organization" className="flex items-center gap-2">
          {doctor.organization.image && (
            <img src={doctor.organization.image} alt="" className="size-6 rounded object-contain" loading="lazy" />
          )}
          {doctor.organization.name}
        </Fact>
      )}
    </dl>
  )
}

const Fact = (props: Omit<Parameters<typeof DoctorFact>[0], 'labelClassName'>) => <DoctorFact labelClassName="sr-only" {...props} />
