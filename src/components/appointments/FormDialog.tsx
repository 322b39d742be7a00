import { useId, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button, type ButtonProps } from '~/components/ui/button'
import { Textarea } from '~/components/ui/textarea'
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

/**
 * A dialog's required text (a cancel reason, a note): marked invalid while `error` is set, with the
 * message under it when there is one; typing clears it.
 */
export function RequiredTextarea({
  labelId,
  value,
  maxLength,
  error,
  onChange,
}: {
  labelId: string
  value: string
  maxLength: number
  /** `true`: invalid without a message (the spec's cancel reason) */
  error: string | boolean
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        <FormattedMessage id={labelId} />
      </label>
      <Textarea
        id={id}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={typeof error === 'string' && error ? `${id}-error` : undefined}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
      {typeof error === 'string' && error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
