import { FormattedMessage } from 'react-intl'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'

/** Render-crash fallback (spec part 1 §2): 'Oops, there is an error!' with 'Try again?'. */
export function CrashFallback({ reset }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <main role="alert" className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="errors.crash_title" />
      </h1>
      <button
        type="button"
        onClick={() => {
          reset()
          void router.invalidate()
        }}
        className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        <FormattedMessage id="errors.try_again" />
      </button>
    </main>
  )
}
