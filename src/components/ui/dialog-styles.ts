/**
 * The dialog's look, apart from its behaviour (Radix, dialog.tsx): the read-guide popup drawn with
 * the page before Radix has loaded (ReadGuidePrompt, issue 28) looks exactly like the dialog that
 * takes its place, so the change is invisible and shifts nothing.
 */
export const dialogStyles = {
  overlay: 'fixed inset-0 z-50 bg-slate-900/50',
  content:
    'fixed start-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2',
  close:
    'absolute end-4 top-4 rounded-md p-1 text-muted outline-none hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-500',
  footer: 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
  title: 'text-lg font-semibold',
  description: 'text-sm text-muted',
} as const
