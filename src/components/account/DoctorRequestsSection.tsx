import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { AttachmentList } from '~/components/appointments/AttachmentList'
import { usePatientZone } from '~/components/shared/use-patient-zone'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { formatDateTime } from '#contract/date-format'
import { findDoctorQueries } from '~/queries/find-doctor'
import { Bdi } from '~/components/ui/bidi'
import { useSuspenseData } from '~/queries/suspense-data'

/**
 * Account › doctor requests (spec part 1 §2, §3 "Fast appointment"): the patient's find-doctor
 * requests, newest first, each with its status, what was written, the files sent and the care
 * team's replies; none yet offers the form.
 */
export default function DoctorRequestsSection() {
  const locale = useLocale()
  const zone = usePatientZone()
  const data = useSuspenseData(findDoctorQueries.list(locale))
  const requests = data?.results ?? []
  return (
    <section aria-labelledby="doctor-requests-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="doctor-requests-heading" className="text-xl font-semibold">
          <FormattedMessage id="account.menu_doctor-requests" />
        </h2>
        {requests.length > 0 && (
          <p className="text-sm text-muted">
            <FormattedMessage id="account.requests_total" values={{ count: data?.total ?? 0 }} />
          </p>
        )}
      </div>
      {requests.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 p-6">
          <p>
            <FormattedMessage id="account.requests_empty" />
          </p>
          <FindDoctorLink />
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {requests.map((request) => (
              <li key={request.id}>
                <Card as="article" aria-labelledby={`request-${request.id}`} className="flex flex-col gap-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 id={`request-${request.id}`} className="font-semibold">
                      <FormattedMessage
                        id="account.request_title"
                        values={{
                          date: formatDateTime(request.created_at, zone, locale),
                        }}
                      />
                    </h3>
                    <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
                      <FormattedMessage id={`account.request_status_${request.status}`} />
                    </span>
                  </div>
                  <Bdi as="p" className="whitespace-pre-line">
                    {request.note}
                  </Bdi>
                  <AttachmentList
                    headingLevel="h4"
                    titleId="account.request_files"
                    files={request.files.map((file) => ({ id: file.id, file }))}
                  />
                  {request.notes.length > 0 && (
                    <div className="flex flex-col gap-2">
                      <h4 className="font-semibold">
                        <FormattedMessage id="account.request_notes" />
                      </h4>
                      <ul className="flex flex-col gap-2">
                        {request.notes.map((note) => (
                          <li key={note.id} className="rounded-xl bg-slate-50 p-3">
                            <p className="text-xs text-muted">{formatDateTime(note.created_at, zone, locale)}</p>
                            <Bdi as="p" className="whitespace-pre-line">
                              {note.note}
                            </Bdi>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </Card>
              </li>
            ))}
          </ul>
          <FindDoctorLink />
        </>
      )}
    </section>
  )
}

function FindDoctorLink() {
  const locale = useLocale()
  return (
    <Button asChild variant="secondary" className="self-start">
      <Link to="/{-$lang}/get-started" params={{ lang: langParam(locale) }}>
        <FormattedMessage id="account.requests_find" />
      </Link>
    </Button>
  )
}
