import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { LinkIcon } from 'lucide-react'
import { HydrateLater } from '~/components/lazy/HydrateLater'
import { Card } from '~/components/ui/card'
import { Spinner } from '~/components/ui/spinner'
import { canCorrespond } from '#contract/appointments'
import type { AppointmentDetails } from './AppointmentPage'
import { AttachFiles } from './AttachFiles'
import { AttachmentList } from './AttachmentList'
import { statusOf } from './appointment-helpers'
import AddLinkForm from './AddLinkForm?hydrate-later'

/**
 * Files and links (spec part 1 §2, §5): the files either side attached (downloads through the web
 * server), and the patient's links; the link form (`AddLinkForm`) hydrates when the patient starts on
 * it (ADR 0054).
 */
export function FilesTab({ appointment }: { appointment: AppointmentDetails }) {
  const intl = useIntl()
  const id = useId()
  const open = canCorrespond(statusOf(appointment))
  const empty = appointment.files.length === 0 && appointment.links.length === 0

  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="flex flex-col gap-5">
      <h2 id={`${id}-title`} className="sr-only">
        <FormattedMessage id="appointments.tab_files" />
      </h2>
      {empty && (
        <p className="text-sm text-muted">
          <FormattedMessage id="appointments.no_files_links" />
        </p>
      )}
      <AttachmentList titleId="appointments.files_title" files={appointment.files} />
      {appointment.links.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">
            <FormattedMessage id="appointments.links_title" />
          </h3>
          <ul className="flex flex-col gap-2">
            {appointment.links.map((url) => (
              <li key={url}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="flex items-center gap-2 break-all text-brand-700 hover:underline"
                  dir="ltr"
                >
                  <LinkIcon aria-hidden className="size-4 shrink-0" />
                  {url}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {open && <AttachFiles appointmentId={appointment.id} />}
      {open && (
        <HydrateLater when="interaction" fallback={<Spinner label={intl.formatMessage({ id: 'ui.loading' })} />}>
          <AddLinkForm appointmentId={appointment.id} />
        </HydrateLater>
      )}
    </Card>
  )
}
