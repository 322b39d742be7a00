import { useEffect, useRef, useState } from 'react'
import { ANALYSIS_STATUS, ANALYSIS_TIMINGS } from '#contract/analyses'

/** The five steps of preparing results (spec part 2 §4). */
export const PROGRESS_STEPS = ['collecting', 'scanning', 'cross_checking', 'analysing', 'preparing'] as const
const LAST_STEP = PROGRESS_STEPS.length - 1
/** While the analysis is read the steps stop at the fourth: the fifth is for when it is done. */
const LAST_WAITING_STEP = LAST_STEP - 1

const storageKey = (id: string) => `analysis_progress:${id}`

function storedStep(id: string): number {
  try {
    const step = Number(window.localStorage.getItem(storageKey(id)))
    return Number.isInteger(step) && step >= 0 && step <= LAST_WAITING_STEP ? step : 0
  } catch {
    // Storage refused (a private window's quota, a blocked site): the steps start again.
    return 0
  }
}

function storeStep(id: string, step: number | null) {
  try {
    if (step === null) window.localStorage.removeItem(storageKey(id))
    else window.localStorage.setItem(storageKey(id), String(step))
  } catch {
    // Only the animation's place is lost.
  }
}

/**
 * The preparing-results animation of one analysis (spec part 2 §4, §9): a step every 2 s up to the
 * fourth, remembered per analysis (a reload goes on where it was); once the analysis is ready or
 * failed, the last step, and the result 1 s later. An analysis already done when the page opens
 * shows its result at once: there is nothing to wait for.
 */
export function useProgressReveal(id: string, status: number | undefined): { step: number; revealed: boolean; watched: boolean } {
  const processing = status === ANALYSIS_STATUS.processing
  const [revealed, setRevealed] = useState(!processing)
  const [step, setStep] = useState(0)
  const wasProcessing = useRef(processing)

  // While it is read: go on from the remembered step, one more every 2 s, up to the fourth.
  useEffect(() => {
    if (!processing) return
    wasProcessing.current = true
    setRevealed(false)
    let current = storedStep(id)
    setStep(current)
    const timer = setInterval(() => {
      if (current >= LAST_WAITING_STEP) return clearInterval(timer)
      current += 1
      storeStep(id, current)
      setStep(current)
    }, ANALYSIS_TIMINGS.progressStep)
    return () => clearInterval(timer)
  }, [id, processing])

  // Done while watched: the last step, then the result. Done unwatched: its step is forgotten.
  useEffect(() => {
    if (processing) return
    storeStep(id, null)
    if (!wasProcessing.current) return
    setStep(LAST_STEP)
    const timer = setTimeout(() => setRevealed(true), ANALYSIS_TIMINGS.resultReveal)
    return () => clearTimeout(timer)
  }, [id, processing])

  // watched: it finished while the patient waited here (what a screen reader is told).
  return { step, revealed, watched: wasProcessing.current }
}
