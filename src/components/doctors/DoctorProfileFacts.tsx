import { FormattedMessage, useIntl } from 'react-intl'
import { MapPinIcon } from 'lucide-react'
import { Bdi } from '~/components/ui/bidi'
import { useLocale } from '~/i18n/useLocale'
import type { DoctorProfileQuery } from '~/gql/graphql'
import { experienceYears, formatEuro, sortByName } from '~/lib/format'
import NextFreeTime from './NextFreeTime'
import RatingSummary from './RatingSummary'

type ProfileDoctor = NonNullable<DoctorProfileQuery['doctorBySlug']>

/** The profile's facts beside the name: rating, experience, next free time, price, languages, organisation, address. Text only. */
export default function DoctorProfileFacts({ doctor }: { doctor: ProfileDoctor }) {
  const intl = useIntl()
  const locale = useLocale()
  const years = experienceYears(doctor.experience_start_date, new Date())
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm mobile:grid-cols-2">
      <div>
        <dt className="text-muted">
          <FormattedMessage id="doctors.rating_label" />
        </dt>
        <dd>
          <RatingSummary rating={doctor.rating} reviewCount={doctor.reviewCount} />
        </dd>
      </div>
      {years !== null && (
        <div>
          <dt className="text-muted">
            <FormattedMessage id="doctors.experience_label" />
          </dt>
          <dd className="font-medium">
            <FormattedMessage id="doctors.years" values={{ years }} />
          </dd>
        </div>
      )}
      <div>
        <dt className="text-muted">
          <FormattedMessage id="doctors.next_free_label" />
        </dt>
        <dd>
          <NextFreeTime at={doctor.nextFreeAt} />
        </dd>
      </div>
      {doctor.lowestPrice != null && (
        <div>
          <dt className="text-muted">
            <FormattedMessage id="doctors.lowest_price" />
          </dt>
          <dd className="font-medium">
            <FormattedMessage id="doctors.price_from" values={{ price: formatEuro(doctor.lowestPrice, locale) }} />
          </dd>
        </div>
      )}
      {doctor.languages.length > 0 && (
        <div>
          <dt className="text-muted">
            <FormattedMessage id="doctors.languages" />
          </dt>
          <dd className="font-medium">
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
          <dt className="text-muted">
            <FormattedMessage id="doctors.organization" />
          </dt>
          <dd className="flex items-center gap-2 font-medium">
            {doctor.organization.image && <img src={doctor.organization.image} alt="" className="size-6 rounded object-contain" />}
            {doctor.organization.name}
          </dd>
        </div>
      )}
      {doctor.address && (
        <div>
          <dt className="text-muted">
            <FormattedMessage id="doctors.address" />
          </dt>
          <dd className="flex items-center gap-1 font-medium">
            <MapPinIcon className="size-4 text-muted" aria-hidden />
            <Bdi>{doctor.address}</Bdi>
          </dd>
        </div>
      )}
    </dl>
  )
}
