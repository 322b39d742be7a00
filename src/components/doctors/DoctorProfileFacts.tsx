import { FormattedMessage, useIntl } from 'react-intl'
import { MapPinIcon } from 'lucide-react'
import { Bdi } from '~/components/ui/bidi'
import { useLocale } from '~/i18n/useLocale'
import type { DoctorProfileQuery } from '~/gql/graphql'
import { experienceYears } from '~/lib/experience'
import { formatEuro } from '~/lib/format'
import NextFreeTime from './NextFreeTime'
import { DoctorFact, spokenLanguages } from './DoctorFact'
import RatingSummary from './RatingSummary'

type ProfileDoctor = NonNullable<DoctorProfileQuery['doctorBySlug']>

/** The profile's facts beside the name: rating, experience, next free time, price, languages, organisation, address. Text only. */
export default function DoctorProfileFacts({ doctor }: { doctor: ProfileDoctor }) {
  const intl = useIntl()
  const locale = useLocale()
  const years = experienceYears(doctor.experience_start_date, new Date())
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm mobile:grid-cols-2">
      <Fact label="doctors.rating_label">
        <RatingSummary rating={doctor.rating} reviewCount={doctor.reviewCount} />
      </Fact>
      {years !== null && (
        <Fact label="doctors.experience_label" className="font-medium">
          <FormattedMessage id="doctors.years" values={{ years }} />
        </Fact>
      )}
      <Fact label="doctors.next_free_label">
        <NextFreeTime at={doctor.nextFreeAt} />
      </Fact>
      {doctor.lowestPrice != null && (
        <Fact label="doctors.lowest_price" className="font-medium">
          <FormattedMessage id="doctors.price_from" values={{ price: formatEuro(doctor.lowestPrice, locale) }} />
        </Fact>
      )}
      {doctor.languages.length > 0 && (
        <Fact label="doctors.languages" className="font-medium">
          {spokenLanguages(doctor, intl)}
        </Fact>
      )}
      {doctor.organization && (
        <Fact label="doctors.organization" className="flex items-center gap-2 font-medium">
          {doctor.organization.image && <img src={doctor.organization.image} alt="" className="size-6 rounded object-contain" />}
          {doctor.organization.name}
        </Fact>
      )}
      {doctor.address && (
        <Fact label="doctors.address" className="flex items-center gap-1 font-medium">
          <MapPinIcon className="size-4 text-muted" aria-hidden />
          <Bdi>{doctor.address}</Bdi>
        </Fact>
      )}
    </dl>
  )
}

const Fact = (props: Omit<Parameters<typeof DoctorFact>[0], 'labelClassName'>) => <DoctorFact labelClassName="text-muted" {...props} />
