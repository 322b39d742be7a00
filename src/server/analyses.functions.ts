import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { ANALYSIS_SORTS, BIOMARKER_ID_PATTERN } from '#contract/analyses'
import { idField } from '~/lib/id-fields'
import { serverInput } from '~/lib/server-input'
import { localeMiddleware } from './locale-middleware'
import { deleteAnalysis, fetchAnalyses, fetchAnalysis, fetchQuestions, startAnalysis } from './analyses.server'

// Server functions of test results (issue 30): validated with the contract's rules, then analyses.server.ts.

export const getAnalyses = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(
    serverInput(v.object({ page: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)), sort: v.picklist(ANALYSIS_SORTS) })),
  )
  .handler(({ data, context }) => fetchAnalyses(context.locale, data.page, data.sort))

export const getAnalysis = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField })))
  .handler(({ data, context }) => fetchAnalysis(context.locale, data.id))

export const getAnalysisQuestions = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField, biomarker: v.pipe(v.string(), v.regex(BIOMARKER_ID_PATTERN)) })))
  .handler(({ data, context }) => fetchQuestions(context.locale, data.id, data.biomarker))

export const analyseFile = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ fileId: idField })))
  .handler(({ data, context }) => startAnalysis(context.locale, data.fileId))

export const removeAnalysis = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField })))
  .handler(({ data, context }) => deleteAnalysis(context.locale, data.id))
