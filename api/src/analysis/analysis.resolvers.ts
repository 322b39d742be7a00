import { PAGE_LIMITS } from '#contract/page-limits'
import { storedFileUrl } from '../appointments/appointments.mappers'
import type { Locale } from '../db/schema'
import type { Resolvers } from '../generated/resolvers-types'
import { requirePatient, type GraphQLContext } from '../graphql/context'
import { badInput, notFound, parseId } from '../shared/errors'
import { apiMessage } from '../shared/messages'
import { parsePagination } from '../shared/pagination'
import * as service from './analysis.service'
import type { BiomarkerId, ReferenceRange } from './biomarker-types'
import { BIOMARKER_BY_ID } from './biomarkers'
import type { Indicator } from './lab-report'
import { analysisSummary, biomarkerName } from './questions'
import { questionsFor } from './ai-questions'
import { requestLogger } from '../shared/request-log'

type AnalysisRow = NonNullable<Awaited<ReturnType<typeof service.findAnalysis>>>

const analysisNotFound = (ctx: GraphQLContext) => notFound(apiMessage('analysis_not_found', ctx.locale))
const SEARCH_MAX = 255

/** A range as a lab prints it: "12–16", "< 5", "> 60" (with the unit when it is the table's). */
function rangeText({ low, high }: ReferenceRange, unit?: string): string {
  const text = low !== undefined && high !== undefined ? `${low}–${high}` : high !== undefined ? `< ${high}` : `> ${low}`
  return unit ? `${text} ${unit}` : text
}

function toIndicator(indicator: Indicator, locale: Locale) {
  return {
    biomarker: indicator.id,
    name: biomarkerName(indicator.id, locale),
    printed_name: indicator.name,
    result: indicator.valueText,
    value: indicator.value,
    unit: indicator.unitText,
    reference_range:
      indicator.rangeText ?? (indicator.tableRange && rangeText(indicator.tableRange, BIOMARKER_BY_ID.get(indicator.id)!.unit)),
    status: indicator.status,
    status_source: indicator.statusSource,
    page: indicator.position.page,
    line: indicator.position.line,
    check: indicator.check ?? null,
    other_reading: indicator.otherReading ?? null,
  }
}

function toAnalysis(row: AnalysisRow, locale: Locale) {
  return {
    id: String(row.id),
    title: row.title,
    status: row.status,
    created_at: row.createdAt,
    summary: analysisSummary(row.indicators ?? [], locale),
    file: {
      id: row.fileId ? String(row.fileId) : null,
      name: row.fileName,
      size: row.fileSize,
      created_at: row.createdAt,
      url: row.fileId ? storedFileUrl(row.fileId) : null,
    },
    indicators: (row.indicators ?? []).map((indicator) => toIndicator(indicator, locale)),
    unread: (row.unread ?? []).map((entry) => entry.name),
    error: row.error,
  }
}

/** Lab reports read for the patient (issue 30, spec part 2 §7): their own only, another's answered as missing. */
export const analysisResolvers: Resolvers = {
  Query: {
    getAnalysis: async (_, { pagination, sort, search }, ctx) => {
      const ownerId = await requirePatient(ctx)
      const page = parsePagination(pagination, PAGE_LIMITS.analyses)
      const order = sort ?? 2
      if (order !== 1 && order !== 2 && order !== 3 && order !== 4) throw badInput('sort must be 1, 2, 3 or 4')
      if (search && search.length > SEARCH_MAX) throw badInput(`search must be at most ${SEARCH_MAX} characters`)
      const { total, rows } = await service.listAnalyses(ctx.db, ownerId, page, { sort: order, search: search?.trim() || null })
      return { total, results: rows.map((row) => toAnalysis(row, ctx.locale)) }
    },
    getAnalysisById: async (_, { id }, ctx) => {
      const row = await service.findAnalysis(ctx.db, await requirePatient(ctx), parseId(id, 'id'))
      if (!row) throw analysisNotFound(ctx)
      return toAnalysis(row, ctx.locale)
    },
    getQuestions: async (_, { id, biomarker }, ctx) => {
      const row = await service.findAnalysis(ctx.db, await requirePatient(ctx), parseId(id, 'id'))
      const indicator = row?.indicators?.find((candidate) => candidate.id === (biomarker as BiomarkerId))
      if (!row || !indicator) throw analysisNotFound(ctx)
      const onFailure = (error: unknown) =>
        requestLogger().warn({ err: error }, 'the AI service did not explain a value: the knowledge base answers')
      return questionsFor({ db: ctx.db, explainer: ctx.valueExplainer, onFailure }, row, indicator, ctx.locale)
    },
  },
  Mutation: {
    deleteAnalysisById: async (_, { id }, ctx) => {
      if (!(await service.deleteAnalysis(ctx.db, ctx.storage, await requirePatient(ctx), parseId(id, 'id')))) throw analysisNotFound(ctx)
      return { status: 1, message: 'analysis_deleted' }
    },
  },
}
