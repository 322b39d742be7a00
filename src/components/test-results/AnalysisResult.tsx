import type { Analysis } from '~/queries/analyses'
import { DoctorBanner } from './DoctorBanner'
import { ResultTable } from './ResultTable'

/** A read analysis: its values, then the doctor banner. */
export function AnalysisResult({ analysis }: { analysis: Analysis }) {
  return (
    <>
      <ResultTable analysis={analysis} />
      <DoctorBanner fileId={analysis.file.id} />
    </>
  )
}
