import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button, type ButtonProps } from '~/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'

/** An appointment dialog that is one form: a title (and text), the fields, a way back and the submit button. */
export function FormDialog({
  open,
  onOpenChange,
  titleId,
  descriptionId,
  closeId = 'appointments.back',
  submitId,
  submitVariant,
  submitDisabled,
  onSubmit,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  titleId: string
  descriptionId?: string
  closeId?: string
  submitId: string
  submitVariant?: ButtonProps['variant']
  submitDisabled: boolean
  onSubmit: () => void
  children: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            onSubmit()
          }}
        >
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage id={titleId} />
            </DialogTitle>
            {descriptionId && (
              <DialogDescription>
                <FormattedMessage id={descriptionId} />
              </DialogDescription>
            )}
          </DialogHeader>
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">
                <FormattedMessage id={closeId} />
              </Button>
            </DialogClose>
            <Button type="submit" variant={submitVariant} disabled={submitDisabled}>
              <FormattedMessage id={submitId} />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
