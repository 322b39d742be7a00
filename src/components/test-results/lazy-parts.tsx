import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react'

// What an analysis shows once it is read (the values, one value's questions, the failure screen)
// and the dialogs (Radix's dialog, the uploader) load when they are shown: a page opened while a
// report is read runs from the first paint, and needs only the steps until then (the first-load
// budget, issue 28).

function later<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Part = lazy(async () => ({ default: await load() }))
  return function LaterPart(props: P) {
    return (
      <Suspense>
        <Part {...(props as ComponentProps<typeof Part>)} />
      </Suspense>
    )
  }
}

export const AnalysisResult = later(async () => (await import('./AnalysisResult')).AnalysisResult)
export const IndicatorDetail = later(async () => (await import('./IndicatorDetail')).IndicatorDetail)
export const AnalysisFailure = later(async () => (await import('./AnalysisFailure')).AnalysisFailure)
export const AnalysisUploadDialog = later(async () => (await import('./AnalysisUploadDialog')).AnalysisUploadDialog)
export const DeleteAnalysisDialog = later(async () => (await import('./DeleteAnalysisDialog')).DeleteAnalysisDialog)
