import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { DoctorAvatar } from '~/components/doctors/DoctorAvatar'
import { changeToasts } from '~/components/shared/show-result'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { Spinner } from '~/components/ui/spinner'
import { documentMutations, documentQueries, type DocumentFolder } from '~/queries/documents'

type Doctor = DocumentFolder['doctors'][number]

const fullName = (doctor: Doctor) => `${doctor.first_name} ${doctor.last_name}`

/**
 * Share a folder with doctors, or take their access away (spec part 2 §2, §5, §6): sharing offers
 * the doctors the patient has had appointments with, less those who have access already, and needs
 * at least one; revoking lists those with access and asks yes or no first. Each offers the other.
 */
export function DoctorAccessDialog({
  mode,
  folder,
  onClose,
  onSwitch,
}: {
  mode: 'share' | 'revoke'
  folder: DocumentFolder
  onClose: () => void
  onSwitch: () => void
}) {
  const intl = useIntl()
  const related = useQuery({ ...documentQueries.relatedDoctors(), enabled: mode === 'share' })
  const share = useMutation(documentMutations.share())
  const revoke = useMutation(documentMutations.revoke())
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const [confirming, setConfirming] = useState(false)
  const withAccess = new Set(folder.doctors.map((doctor) => doctor.id))
  const options: ReadonlyArray<Doctor> =
    mode === 'share' ? (related.data ?? []).filter((doctor) => !withAccess.has(doctor.id)) : folder.doctors
  const pending = share.isPending || revoke.isPending
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const submit = () => {
    const input = { folderId: folder.id, doctorIds: [...chosen] }
    if (mode === 'share') share.mutate(input, changeToasts(intl, 'documents.shared', { done: onClose }))
    else if (!confirming) setConfirming(true)
    else revoke.mutate(input, changeToasts(intl, 'documents.revoked', { done: onClose }))
  }
  const chosenNames = options.filter((doctor) => chosen.has(doctor.id)).map(fullName)
  const names = intl.formatList(chosenNames, { type: 'conjunction' })

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id={confirming ? 'documents.revoke_confirm_title' : `documents.${mode}_title`} />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id={confirming ? 'documents.revoke_confirm_text' : `documents.${mode}_text`}
              values={{ folder: <bdi>{folder.name}</bdi>, names: <bdi>{names}</bdi>, count: chosenNames.length }}
            />
          </DialogDescription>
        </DialogHeader>
        {!confirming &&
          (mode === 'share' && related.isPending ? (
            <Spinner label={intl.formatMessage({ id: 'documents.loading' })} />
          ) : options.length === 0 ? (
            <p className="text-sm text-muted">
              <FormattedMessage id={mode === 'share' ? 'documents.share_none' : 'documents.revoke_none'} />
            </p>
          ) : (
            <fieldset className="flex max-h-72 flex-col gap-1 overflow-y-auto">
              <legend className="sr-only">
                <FormattedMessage id="documents.choose_doctors" />
              </legend>
              {options.map((doctor) => (
                <label key={doctor.id} className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50">
                  <Checkbox checked={chosen.has(doctor.id)} onCheckedChange={(on) => toggle(doctor.id, on)} />
                  <DoctorAvatar src={doctor.avatar ?? null} name={fullName(doctor)} decorative className="size-9 text-xs" />
                  <bdi className="text-sm font-medium">{fullName(doctor)}</bdi>
                </label>
              ))}
            </fieldset>
          ))}
        <DialogFooter className="sm:justify-between">
          {!confirming && (mode === 'share' ? folder.doctors.length > 0 : true) ? (
            <Button variant="link" className="px-0" onClick={onSwitch}>
              <FormattedMessage id={mode === 'share' ? 'documents.manage_access' : 'documents.share_more'} />
            </Button>
          ) : (
            <span />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {confirming ? (
              <Button variant="outline" onClick={() => setConfirming(false)}>
                <FormattedMessage id="documents.no" />
              </Button>
            ) : (
              <DialogClose asChild>
                <Button variant="outline">
                  <FormattedMessage id="documents.cancel" />
                </Button>
              </DialogClose>
            )}
            <Button variant={mode === 'revoke' ? 'destructive' : 'default'} disabled={chosen.size === 0 || pending} onClick={submit}>
              <FormattedMessage id={confirming ? 'documents.yes' : `documents.${mode}_submit`} />
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
