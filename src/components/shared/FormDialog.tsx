import type { ComponentType, PropsWithChildren, ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button, type ButtonProps } from '~/components/ui/button'
import type { Form, SubmitButton } from '~/components/form/fields'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'

/** What FormDialog needs of a `useAppForm` form. */
interface DialogForm {
  AppForm: ComponentType<PropsWithChildren>
  Form: typeof Form
  SubmitButton: typeof SubmitButton
}

/**
 * A dialog that is one app form (`useAppForm`): a title (and text), the fields, a way
 * back and the form's submit button, busy while the form submits and off while `submitDisabled`.
 */
export function FormDialog({
  form,
  open,
  onOpenChange,
  titleId,
  descriptionId,
  closeId = 'appointments.back',
  submitId,
  submitVariant,
  submitDisabled = false,
  children,
}: {
  form: DialogForm
  open: boolean
  onOpenChange: (open: boolean) => void
  titleId: string
  descriptionId?: string
  closeId?: string
  submitId: string
  submitVariant?: ButtonProps['variant']
  submitDisabled?: boolean
  children: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form.AppForm>
          <form.Form>
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
              <form.SubmitButton variant={submitVariant} disabled={submitDisabled}>
                <FormattedMessage id={submitId} />
              </form.SubmitButton>
            </DialogFooter>
          </form.Form>
        </form.AppForm>
      </DialogContent>
    </Dialog>
  )
}
