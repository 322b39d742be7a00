import { AnalysisList } from './AnalysisList'
import { AnalysisView } from './AnalysisView'

/**
 * Test results (spec part 2 §2, issue 30): the list of analyses, or one analysis (`test_results/{id}`)
 * with its values, one of which `?biomarker=` opens with its questions.
 */
export default function TestResultsSection({ path }: { path: string[] }) {
  const [analysisId] = path
  return analysisId ? <AnalysisView id={analysisId} /> : <AnalysisList />
}
