import { cn } from '~/lib/utils'

interface SpinnerProps {
  /** What is loading, read by screen readers (already translated). */
  label: string
  /** Covers the whole viewport, e.g. while the user loads. */
  fullScreen?: boolean
  className?: string
}

export function Spinner({ label, fullScreen = false, className }: SpinnerProps) {
  const spinner = (
    <span role="status" aria-live="polite" className={cn('inline-flex items-center text-brand-600', className)}>
      {/* lucide's loader-circle, drawn here: the icon's own chunk was a request of its own on every page with a spinner. */}
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        className={cn('animate-spin', fullScreen ? 'size-10' : 'size-5')}
        aria-hidden
      >
        <path d="M21 12a9 9 0 1 1-6.219-8.56" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  )
  if (!fullScreen) return spinner
  return <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/80">{spinner}</div>
}
