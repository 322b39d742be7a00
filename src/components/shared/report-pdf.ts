import type { MouseEvent } from 'react'
import { toast } from '~/components/ui/toast'
import type { Locale } from '~/i18n/locales'

/**
 * The doctor's written report as a PDF (spec part 1 §7), through the web server: the appointment's
 * reports tab opens it, doctor reports (spec part 2 §2) download it. Its labels follow the page's language.
 */
export const reportPdfHref = (reportId: string, locale: Locale) => `/appointments-reports/pdf/${reportId}?lang=${locale}`

/** A modified click (new window, the browser's own download) is left to the browser. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

async function fetchPdf(href: string): Promise<string> {
  const response = await fetch(href)
  if (!response.ok || response.headers.get('content-type') !== 'application/pdf') throw new Error(`the report answered ${response.status}`)
  return URL.createObjectURL(await response.blob())
}

/**
 * Opens the report PDF in a new tab, or says it failed (spec part 1 §8: toast 'Something went wrong')
 * instead of leaving an error page in that tab. The tab opens at once, inside the click, so no pop-up
 * blocker stops it; it is closed again if the PDF does not come.
 */
export async function openReportPdf(event: MouseEvent<HTMLAnchorElement>, failure: string) {
  if (!isPlainClick(event)) return
  event.preventDefault()
  const tab = window.open('', '_blank')
  try {
    const url = await fetchPdf(event.currentTarget.href)
    if (tab) tab.location.href = url
    else window.location.assign(url)
  } catch {
    tab?.close()
    toast({ title: failure, variant: 'error' })
  }
}

/**
 * Downloads the report PDF under the link's `download` name, or says it failed (the same toast): the
 * browser's own download of a failing answer would save an error page as the report.
 */
export async function downloadReportPdf(event: MouseEvent<HTMLAnchorElement>, failure: string) {
  if (!isPlainClick(event)) return
  event.preventDefault()
  const { href, download } = event.currentTarget
  try {
    const url = await fetchPdf(href)
    const save = document.createElement('a')
    save.href = url
    save.download = download
    save.click()
    // The download has its own copy once started; the next task is late enough to let the URL go.
    setTimeout(() => URL.revokeObjectURL(url))
  } catch {
    toast({ title: failure, variant: 'error' })
  }
}
