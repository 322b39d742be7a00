import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { formatEuro } from '~/lib/format'
import { cn } from '~/lib/utils'
import { DoctorAvatar } from './DoctorAvatar'
import { SpecialtyLinks } from './SpecialtyLinks'
import { StaticCardFacts, StaticNextFreeTime } from './StaticDoctorFacts'
import { doctorName, serviceItems, type DoctorCardData } from './doctor-helpers'

/** Cards show 3 service items (2 below 600 px) before 'view more' (spec part 2 §2). */
const SERVICE_ITEMS_SHOWN = 3

interface DoctorCardProps {
  doctor: DoctorCardData
  /** The card title's level, so each page keeps its heading order. */
  headingLevel?: 'h2' | 'h3'
}

/** A doctor in a list: search results, specialty and service pages. */
export function DoctorCard({ doctor, headingLevel: Heading = 'h2' }: DoctorCardProps) {
  const intl = useIntl()
  const locale = useLocale()
  const lang = langParam(locale)
  const name = doctorName(doctor)
  const services = serviceItems(doctor)
  const shown = services.slice(0, SERVICE_ITEMS_SHOWN)
  const profile = { to: '/{-$lang}/doctors/$slug/profile', params: { lang, slug: doctor.slug } } as const

  return (
    <Card as="article" className="flex flex-col gap-4 shadow-sm tablet:flex-row">
      <Link {...profile} tabIndex={-1} aria-hidden="true" className="self-start">
        <DoctorAvatar src={doctor.avatar} name={name} className="size-20 text-xl tablet:size-24" />
      </Link>

      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Heading className="text-lg font-semibold">
          <Link
            {...profile}
            className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {name}
          </Link>
        </Heading>
        {doctor.professional_title && <p className="text-sm text-muted">{doctor.professional_title}</p>}

        <SpecialtyLinks specialties={doctor.specialties} size="xs" />

        <StaticCardFacts doctor={doctor} />

        {services.length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <ul className="flex flex-wrap gap-2" aria-label={intl.formatMessage({ id: 'doctors.services' })}>
              {shown.map((item, index) => (
                <li key={item.id} className={cn('rounded-md bg-slate-100 px-2 py-1 text-xs text-ink', index === 2 && 'max-mobile:hidden')}>
                  {item.name}
                </li>
              ))}
            </ul>
            {services.length > 2 && (
              <Link
                {...profile}
                className={cn(
                  'rounded-sm text-xs font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  // With exactly 3 items, all fit on larger screens; only small mobiles hide one.
                  services.length === SERVICE_ITEMS_SHOWN && 'mobile:hidden',
                )}
              >
                <FormattedMessage id="doctors.view_more" />
                <span className="sr-only">: {name}</span>
              </Link>
            )}
          </div>
        )}
      </div>

      <div className="flex shrink-0 flex-row flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4 tablet:flex-col tablet:flex-nowrap tablet:items-end tablet:justify-start tablet:border-t-0 tablet:pt-0">
        <p className="flex basis-full flex-col gap-0.5 tablet:basis-auto tablet:items-end">
          <span className="text-xs text-muted">
            <FormattedMessage id="doctors.next_free_label" />
          </span>
          <StaticNextFreeTime at={doctor.nextFreeAt} />
        </p>
        {doctor.lowestPrice != null && (
          <p className="text-sm text-muted">
            <FormattedMessage
              id="doctors.price_from"
              values={{ price: <span className="text-lg font-semibold text-ink">{formatEuro(doctor.lowestPrice, locale)}</span> }}
            />
          </p>
        )}
        <Button asChild>
          <Link to="/{-$lang}/book-appointment" params={{ lang }} search={{ doctor: doctor.slug }}>
            <FormattedMessage id="doctors.book" />
            <span className="sr-only">: {name}</span>
          </Link>
        </Button>
      </div>
    </Card>
  )
}
