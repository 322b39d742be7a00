import { CameraIcon } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FilePicker } from '~/components/ui/file-picker'
import { Spinner } from '~/components/ui/spinner'
import { toast } from '~/components/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { accountMutations } from '~/queries/account'
import type { CurrentUser } from '~/queries/session'

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']
const MAX_BYTES = 5 * 1024 * 1024

/** The avatar with the patient's name and e-mail; choosing an image uploads it at once (spec part 1 §2). */
export function AvatarUploader({ user }: { user: CurrentUser }) {
  const intl = useIntl()
  const uploadAvatar = useMutation(accountMutations.uploadAvatar())
  const busy = uploadAvatar.isPending
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ')
  const initials = `${user.first_name?.[0] ?? ''}${user.last_name?.[0] ?? ''}`.toUpperCase() || user.email[0]?.toUpperCase()
  const t = (id: string) => intl.formatMessage({ id })

  const upload = async (file: File) => {
    // Quick feedback (the picker refuses other types with validation.file_type); the API checks type (by content) and size again.
    if (file.size > MAX_BYTES) return toast({ title: t('validation.file_size'), variant: 'error' })
    // A thrown call was logged by the mutation cache; it shows as the generic error.
    const result = await uploadAvatar.mutateAsync(file).catch(() => null)
    if (!result?.ok) {
      const key = result?.fieldErrors[0]?.messages[0]
      return toast({ title: key && `validation.${key}` in intl.messages ? t(`validation.${key}`) : t('errors.generic'), variant: 'error' })
    }
    toast({ title: t('account.successfully_updated'), variant: 'success' })
  }

  return (
    <div className="flex items-center gap-4">
      <div className="relative">
        {user.avatar ? (
          <img src={user.avatar} alt={t('account.avatar_alt')} width={72} height={72} className="size-18 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex size-18 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-700"
          >
            {initials}
          </span>
        )}
        <div className="absolute -end-1 -bottom-1">
          <FilePicker
            accept={ACCEPTED.join(',')}
            refusedMessage={t('validation.file_type')}
            disabled={busy}
            onFiles={([file]) => file && void upload(file)}
            variant="default"
            size="icon"
            className="size-8 rounded-full border-2 border-white disabled:opacity-100"
          >
            {busy ? <Spinner label={t('ui.loading')} className="size-4 text-current" /> : <CameraIcon className="size-4" aria-hidden />}
            <span className="sr-only">
              <FormattedMessage id="account.change_avatar" />
            </span>
          </FilePicker>
        </div>
      </div>
      <div className="min-w-0">
        <p className="truncate font-semibold">{name}</p>
        <p className="truncate text-sm text-muted" dir="ltr">
          {user.email}
        </p>
      </div>
    </div>
  )
}
