import { Link, getRouteApi } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { CheckIcon, ClockIcon, FileTextIcon, VideoIcon } from 'lucide-react'
import { PLAN_KIND } from '#contract/plan-kinds'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { Card } from '~/components/ui/card'
import { Bdi } from '~/components/ui/bidi'
import { Button } from '~/components/ui/button'
import { formatEuro, mondayFirst, weekdayName } from '~/lib/format'
import { timeZoneName } from '~/lib/time-zones'
import { doctorQueries } from '~/queries/doctors'
import { DoctorAvatar } from './DoctorAvatar'
import { SpecialtyLinks } from './SpecialtyLinks'
import { StaticProfileFacts } from './StaticDoctorFacts'
import { doctorName, serviceItems } from './doctor-helpers'
import { useSuspenseData } from '~/queries/suspense-data'

const route = getRouteApi('/{-$lang}/doctors/$slug/profile')

/** Plan features the API sends as keys; unknown keys are shown as sent. */
const FEATURE_MESSAGES: Record<string, string> = {
  video_call: 'doctors.feature_video_call',
  chat: 'doctors.feature_chat',
  files: 'doctors.feature_files',
  report: 'doctors.feature_report',
}

const sectionClass = 'flex flex-col gap-3'

/** `/doctors/$slug/profile`: everything on the card plus about, hours, plans and related doctors. */
export function DoctorProfile() {
  const intl = useIntl()
  const locale = useLocale()
  const lang = langParam(locale)
  const { slug } = route.useParams()
  const doctor = useSuspenseData(doctorQueries.bySlug(locale, slug))
  const { data: related } = useQuery(doctorQueries.related(locale, slug))
  // The loader throws notFound for an unknown slug, so this only guards the types.
  if (!doctor) return null

  const name = doctorName(doctor)
  const services = serviceItems(doctor)
  const hours = [...doctor.working_hours].sort((a, b) => mondayFirst(a.day) - mondayFirst(b.day) || a.start.localeCompare(b.start))

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <Card as="section" padding="lg" className="flex flex-col gap-6 tablet:flex-row" aria-labelledby="doctor-name">
        <DoctorAvatar src={doctor.avatar} name={name} priority className="size-32 text-3xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div>
            <h1 id="doctor-name" className="text-3xl font-bold">
              {name}
            </h1>
            {doctor.professional_title && <p className="text-muted">{doctor.professional_title}</p>}
          </div>

          <SpecialtyLinks specialties={doctor.specialties} size="sm" />

          <StaticProfileFacts doctor={doctor} />
        </div>
      </Card>

      <div className="grid gap-6 tablet:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          {doctor.about && (
            <Card as="section" padding="lg" className={sectionClass} aria-labelledby="doctor-about">
              <h2 id="doctor-about" className="text-xl font-semibold">
                <FormattedMessage id="doctors.about" />
              </h2>
              <Bdi as="p" className="leading-relaxed whitespace-pre-line">
                {doctor.about}
              </Bdi>
            </Card>
          )}

          {services.length > 0 && (
            <Card as="section" padding="lg" className={sectionClass} aria-labelledby="doctor-services">
              <h2 id="doctor-services" className="text-xl font-semibold">
                <FormattedMessage id="doctors.services" />
              </h2>
              <ul className="flex flex-wrap gap-2">
                {services.map((item) => (
                  <li key={item.id} className="rounded-md bg-slate-100 px-3 py-1.5 text-sm">
                    {item.name}
                  </li>
                ))}
              </ul>
            </Card>
          )}

          <Card as="section" padding="lg" id="plans" className={`${sectionClass} scroll-mt-24`} aria-labelledby="doctor-plans">
            <h2 id="doctor-plans" className="text-xl font-semibold">
              <FormattedMessage id="doctors.plans" />
            </h2>
            {doctor.plans.length === 0 ? (
              <p className="text-muted">
                <FormattedMessage id="doctors.no_plans" />
              </p>
            ) : (
              <ul className="grid gap-4 mobile:grid-cols-2">
                {doctor.plans.map((plan) => {
                  const isVideo = plan.type === PLAN_KIND.video_call
                  const Icon = isVideo ? VideoIcon : FileTextIcon
                  return (
                    <li key={plan.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
                      <div className="flex items-start justify-between gap-3">
                        <div>
                          <h3 className="font-semibold">{plan.name}</h3>
                          <p className="flex items-center gap-1.5 text-sm text-muted">
                            <Icon className="size-4" aria-hidden />
                            <FormattedMessage id={isVideo ? 'doctors.plan_type_video_call' : 'doctors.plan_type_report'} />
                          </p>
                        </div>
                        <p className="text-xl font-bold">{formatEuro(plan.price, locale)}</p>
                      </div>
                      <p className="flex items-center gap-1.5 text-sm">
                        <ClockIcon className="size-4 text-muted" aria-hidden />
                        <FormattedMessage
                          id={isVideo ? 'doctors.duration_minutes' : 'doctors.duration_days'}
                          values={{ count: plan.duration }}
                        />
                      </p>
                      <Button asChild size="sm" className="self-start">
                        <Link
                          to="/{-$lang}/book-appointment"
                          params={{ lang: langParam(locale) }}
                          search={{ doctor: doctor.slug, plan: Number(plan.id) }}
                        >
                          <FormattedMessage id="doctors.book" />
                          <span className="sr-only">: {plan.name}</span>
                        </Link>
                      </Button>
                      {plan.description && (
                        <Bdi as="p" className="text-sm text-muted">
                          {plan.description}
                        </Bdi>
                      )}
                      {plan.features.length > 0 && (
                        <ul className="flex flex-col gap-1 text-sm">
                          {plan.features.map((feature) => (
                            <li key={feature} className="flex items-center gap-2">
                              <CheckIcon className="size-4 text-brand-600" aria-hidden />
                              {FEATURE_MESSAGES[feature] ? intl.formatMessage({ id: FEATURE_MESSAGES[feature] }) : feature}
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  )
                })}
              </ul>
            )}
          </Card>
        </div>

        <aside className="flex flex-col gap-6">
          {hours.length > 0 && (
            <Card as="section" padding="lg" className={sectionClass} aria-labelledby="doctor-hours">
              <h2 id="doctor-hours" className="text-xl font-semibold">
                <FormattedMessage id="doctors.working_hours" />
              </h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                {hours.map((entry) => (
                  <div key={`${entry.day}-${entry.start}`} className="contents">
                    <dt className="capitalize">{weekdayName(entry.day, locale)}</dt>
                    <dd className="text-end tabular-nums" dir="ltr">
                      {entry.start}–{entry.end}
                    </dd>
                  </div>
                ))}
              </dl>
              {doctor.timezone && (
                <p className="text-xs text-muted">
                  <FormattedMessage id="doctors.timezone" values={{ timezone: <Bdi>{timeZoneName(doctor.timezone, locale)}</Bdi> }} />
                </p>
              )}
            </Card>
          )}

          {related && related.length > 0 && (
            <Card as="section" padding="lg" className={sectionClass} aria-labelledby="doctor-related">
              <h2 id="doctor-related" className="text-xl font-semibold">
                <FormattedMessage id="doctors.related" />
              </h2>
              <ul className="flex flex-col gap-3">
                {related.map((other) => {
                  const otherName = doctorName(other)
                  return (
                    <li key={other.id}>
                      <Link
                        to="/{-$lang}/doctors/$slug/profile"
                        params={{ lang, slug: other.slug }}
                        className="flex items-center gap-3 rounded-lg p-1 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        <DoctorAvatar src={other.avatar} name={otherName} decorative className="size-10 text-sm" />
                        <span className="font-medium">{otherName}</span>
                      </Link>
                    </li>
                  )
                })}
              </ul>
            </Card>
          )}
        </aside>
      </div>
    </main>
  )
}
