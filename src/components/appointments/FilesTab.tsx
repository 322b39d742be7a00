import { useId, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { LinkIcon } from 'lucide-react'
import * as v from 'valibot'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { changeToasts } from '~/components/shared/show-result'
import { linkField } from '#contract/appointment-fields'
import { canCorrespond } from '#contract/appointments'
import type { AppointmentDetails } from './AppointmentPage'
import { AttachFiles } from './AttachFiles'
import { AttachmentList } from './AttachmentList'
import { statusOf } from './appointment-helpers'

/**
 * Files and links (spec part 1 §2, §5): the files either side attached (downloads through the web
 * server), and the patient's links; a link must be an address (Enter adds it), an invalid one is
 * not added and says why.
 */
export function FilesTab({ appointment }: { appointment: AppointmentDetails }) {
  const intl = useIntl()
  const locale = useLocale()
  const id = useId()
  const [link, setLink] = useState('')
  const [error, setError] = useState<string | null>(null)
  const add = useMutation(appointmentMutations.addLinks(locale, appointment.id))
  const open = canCorrespond(statusOf(appointment))
  const empty = appointment.files.length === 0 && appointment.links.length === 0

  const submit = () => {
    const checked = v.safeParse(linkField, link)
    if (!checked.success) {
      setError(intl.formatMessage({ id: `validation.${checked.issues[0].message}` }))
      return
    }
    setError(null)
    add.mutate(
      [checked.output],
      changeToasts(intl, 'appointments.links_added', {
        done: () => setLink(''),
        // The API's rule on the link (the same as above) goes beside it; any other refusal is also a toast.
        showFieldErrors: ([message]) => setError(intl.formatMessage({ id: `validation.${message}` })),
        general: setError,
      }),
    )
  }

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
        <form
          noValidate
          className="flex flex-col gap-1.5"
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <label htmlFor={`${id}-link`} className="text-sm font-medium">
            <FormattedMessage id="appointments.add_link_label" />
          </label>
          <div className="flex gap-2">
            <Input
              id={`${id}-link`}
              type="url"
              dir="ltr"
              inputMode="url"
              placeholder="https://"
              value={link}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-link-error` : undefined}
              onChange={(event) => {
                setLink(event.target.value)
                setError(null)
              }}
            />
            <Button type="submit" disabled={link.trim() === '' || add.isPending}>
              <FormattedMessage id="appointments.add_link" />
            </Button>
          </div>
          {error && (
            <p id={`${id}-link-error`} className="text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </Card>
  )
}
