import { notFound, redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { isLocale, langParam, type Locale } from '~/i18n/locales'
import { parseAccountSlug } from '~/lib/account-slugs'
import { ID_PATTERN } from '#contract/ids'
import { regionalTag } from '#contract/regional-locale'
import { preferredLanguages } from '~/server/preferred-languages'
import { PAY_KEY_PATTERN } from '~/lib/id-fields'
import { translatedTitle } from '~/i18n/page-title'
import { UTC_ZONE } from '~/lib/time-zones'
import { loadAppointmentQueries } from './appointments.lazy'
import { doctorQueries } from './doctors'
import { healthQueries } from './health'
import { planQueries } from './plans'
import { sessionQueries } from './session'
import { DEFAULT_DOCUMENT_SORT, type DocumentSort } from '#contract/document-limits'
import { rememberedDocumentsView } from '~/server/documents-view-cookie'
import { ANALYSIS_STATUS } from '#contract/analyses'
import { PAGE_LIMITS } from '#contract/page-limits'
import { CHARGES_PAGE_SIZE } from '#contract/payments'
import { historySearch, lastPage, listPageSearch, type PageSearch } from '~/lib/account-pages'

/**
 * The loaders of the account, health, payment and pricing routes. Every page's first load holds
 * every route's definition, so the work of these (mostly private) pages' loaders lives here and
 * loads with the first of them (page-loaders.lazy.ts, ADR 0033).
 */
type LoaderContext = { queryClient: QueryClient; locale: Locale }

/** The payment queries load with the first page that needs them: the public pricing page does not. */
const loadPaymentQueries = async () => (await import('./payments')).paymentQueries

type AccountDeps = {
  slug: string
  status?: 'active' | 'past'
  history?: number
  sort?: DocumentSort
  q?: string
  date?: string
  page?: number
  biomarker?: string
}

/**
 * A folder of the patient's own (anything else is the 404 page), at the path the address names:
 * `my_documents/2` for a folder inside folder 1 (a search hit's link) becomes `my_documents/1/2`.
 */
async function loadDocumentsListing(queryClient: QueryClient, path: string[], sort: DocumentSort, q: string | undefined) {
  const { documentQueries, documentsListingKey } = await import('./documents')
  const listing = await queryClient.ensureQueryData(documentQueries.listing(documentsListingKey(path, sort, q)))
  if (!listing) throw notFound()
  const trail = listing.getFolders.path.map((folder) => folder.id)
  if (trail.join('/') !== path.join('/')) {
    throw redirect({
      from: '/{-$lang}/account',
      to: '/{-$lang}/account',
      search: (previous) => ({ ...previous, slug: ['my_documents', ...trail].join('/') }),
      replace: true,
    })
  }
}

/**
 * `/account?slug=…`: an unknown section, one not built yet, or ids the section does not take are the
 * 404 page (never another section). `path`: the ids after the slug (my_documents' folders).
 */
export async function accountPage({
  context: { queryClient, locale },
  deps: { slug, status, history, sort, q, date, page, biomarker },
}: {
  context: LoaderContext
  deps: AccountDeps
}) {
  const parsed = parseAccountSlug(slug)
  if (!parsed) throw notFound()
  const { section, path } = parsed
  // My documents' sort and view: the address's, else as the patient last chose them (a cookie, so the server renders them too).
  const remembered = section === 'my_documents' ? rememberedDocumentsView() : {}
  const documentsView = { sort: sort ?? remembered.sort ?? DEFAULT_DOCUMENT_SORT, view: remembered.view ?? 'grid' }
  // Test results: whether something is being read, so the section runs from the first paint.
  const testResults = section === 'test_results' ? loadTestResults(queryClient, locale, path[0], { page, sort, biomarker }) : false
  await Promise.all([
    queryClient.ensureQueryData(sessionQueries.currentUser(locale)),
    section === 'doctor_reports' ? loadDoctorReports(queryClient, locale, date) : null,
    // Health answers only for the section that shows them (they are not part of the session).
    section === 'health_details' ? queryClient.ensureQueryData(healthQueries.answers()) : null,
    status ? loadAppointmentQueries().then((queries) => queryClient.ensureInfiniteQueryData(queries.list(locale, status))) : null,
    section === 'doctor-requests'
      ? import('./find-doctor').then(({ findDoctorQueries }) => queryClient.ensureQueryData(findDoctorQueries.list(locale)))
      : null,
    section === 'my_documents' ? loadDocumentsListing(queryClient, path, documentsView.sort, q) : null,
    testResults,
    history !== undefined ? loadPaymentHistory(queryClient, locale, history) : null,
  ])
  return { section, path, documentsView, beingRead: await testResults, title: await translatedTitle(queryClient, locale, 'account.title') }
}

/**
 * A page past a list's end (its last row deleted, an old or hand-edited address) is answered with the
 * last page there is, in place of the address; the list's own hook does the same when rows go while
 * it is shown (useLastPageWhenPastTheEnd).
 */
function toLastPage(search: ReturnType<PageSearch>): never {
  throw redirect({ from: '/{-$lang}/account', to: '/{-$lang}/account', search: (previous) => ({ ...previous, ...search }), replace: true })
}

/** Billing's saved cards and the payment history's page (`history`, 0 for the first). */
async function loadPaymentHistory(queryClient: QueryClient, locale: Locale, history: number) {
  const paymentQueries = await loadPaymentQueries()
  const [, charges] = await Promise.all([
    queryClient.ensureQueryData(paymentQueries.cards(locale)),
    queryClient.ensureQueryData(paymentQueries.charges(locale, history)),
  ])
  if (history > 0 && charges && charges.data.length === 0) toLastPage(historySearch(lastPage(charges.total, CHARGES_PAGE_SIZE)))
}

/**
 * Test results for the first HTML: one analysis (another patient's, or none, is the 404 page) with
 * the questions about `biomarker` when it names one of its values; else the list's page in the sort
 * of the address, else the one the patient last chose. True when what is shown is being read.
 */
async function loadTestResults(
  queryClient: QueryClient,
  locale: Locale,
  analysisId: string | undefined,
  { page, sort, biomarker }: { page?: number; sort?: number; biomarker?: string },
) {
  const [{ analysisQueries }, { analysisSortOf }, paymentQueries] = await Promise.all([
    import('./analyses'),
    import('~/server/analysis-sort-cookie'),
    loadPaymentQueries(),
  ])
  // What the plan allows (upload, recommendations): the API's entitlements, read beside the section's data.
  const entitlements = queryClient.ensureQueryData(paymentQueries.entitlements(locale))
  if (!analysisId) {
    const [list] = await Promise.all([
      queryClient.ensureQueryData(analysisQueries.list(locale, (page ?? 1) - 1, analysisSortOf(sort))),
      entitlements,
    ])
    if (list && list.results.length === 0 && (page ?? 1) > 1)
      toLastPage(listPageSearch(lastPage(list.total, PAGE_LIMITS.analyses.defaultLimit)))
    return Boolean(list?.results.some((row) => row.status === ANALYSIS_STATUS.processing))
  }
  const [analysis] = await Promise.all([queryClient.ensureQueryData(analysisQueries.detail(locale, analysisId)), entitlements])
  if (!analysis) throw notFound()
  if (biomarker && analysis.indicators.some((indicator) => indicator.biomarker === biomarker))
    await queryClient.ensureQueryData(analysisQueries.questions(locale, analysisId, biomarker))
  return analysis.status === ANALYSIS_STATUS.processing
}

/**
 * Doctor reports for the first HTML. Every report (no `date`) goes at once, in the same API request as
 * the session's read (issue 28: one round trip). A `date` waits for the user: whether it may be chosen
 * and its day's bounds are the patient's zone's (their settings', else UTC, as usePatientZone).
 */
async function loadDoctorReports(queryClient: QueryClient, locale: Locale, date: string | undefined) {
  const { doctorReportQueries } = await import('./doctor-reports')
  const zone = date === undefined ? UTC_ZONE : (await queryClient.ensureQueryData(sessionQueries.currentUser(locale)))?.timezone
  await queryClient.ensureInfiniteQueryData(doctorReportQueries.list(locale, date, zone || UTC_ZONE))
}

/**
 * `/health`: the patient and their answers, and the language tag with the reader's region that picks
 * the questionnaire's units (`regionalTag`): read here, so the server render already shows them and
 * the questionnaire, hydrated only once the patient starts on it (ADR 0054), never switches them.
 */
export async function healthPage({ context: { queryClient, locale } }: { context: LoaderContext }) {
  await Promise.all([queryClient.ensureQueryData(sessionQueries.currentUser(locale)), queryClient.ensureQueryData(healthQueries.answers())])
  return { title: await translatedTitle(queryClient, locale, 'health.title'), unitsTag: regionalTag(locale, preferredLanguages()) }
}

/** `/book-appointment?doctor=…`: a booking is always with a doctor; an unknown one is the 404 page. */
export async function bookAppointmentPage({
  context: { queryClient, locale },
  deps: { doctor },
}: {
  context: LoaderContext
  deps: { doctor?: string }
}) {
  if (!doctor) throw notFound()
  const paymentQueries = await loadPaymentQueries()
  const [found, title] = await Promise.all([
    queryClient.ensureQueryData(doctorQueries.bySlug(locale, doctor)),
    translatedTitle(queryClient, locale, 'appointments.book_title'),
    queryClient.ensureQueryData(sessionQueries.currentUser(locale)),
    // The total takes the patient's plan's consultation discount off.
    queryClient.ensureQueryData(paymentQueries.entitlements(locale)),
  ])
  if (!found) throw notFound()
  return { title }
}

/** `/payment/{payKey}`: a malformed key, an unknown one or another patient's is the same 404. */
export async function paymentPage({
  context: { queryClient, locale },
  params: { payKey },
}: {
  context: LoaderContext
  params: { payKey: string }
}) {
  if (!PAY_KEY_PATTERN.test(payKey)) throw notFound()
  const paymentQueries = await loadPaymentQueries()
  const [appointment, title] = await Promise.all([
    queryClient.ensureQueryData(paymentQueries.payable(locale, payKey)),
    translatedTitle(queryClient, locale, 'payments.page_title'),
    queryClient.ensureQueryData(paymentQueries.config(locale)),
    queryClient.ensureQueryData(paymentQueries.cards(locale)),
    queryClient.ensureQueryData(paymentQueries.entitlements(locale)),
    queryClient.ensureQueryData(sessionQueries.currentUser(locale)),
  ])
  if (!appointment) throw notFound()
  return { title }
}

/** `/subscription`: the plans. */
export async function pricingPage({ context: { queryClient, locale } }: { context: LoaderContext }) {
  const [title] = await Promise.all([
    translatedTitle(queryClient, locale, 'payments.subscription_title'),
    queryClient.ensureQueryData(planQueries.list(locale)),
  ])
  return { title }
}

type SubscriptionPaymentParams = { planId: string; optionId: string }

/** `/subscription/{planId}/{optionId}/payment`: a visitor stays here with the login overlay over the page (spec part 2 §2). */
export async function subscriptionPaymentGuard({
  context: { queryClient, locale },
  params,
  search,
}: {
  context: LoaderContext
  params: SubscriptionPaymentParams
  search: { page?: string }
}) {
  if (!ID_PATTERN.test(params.planId) || !ID_PATTERN.test(params.optionId)) throw notFound()
  if (!search.page && !(await queryClient.ensureQueryData(sessionQueries.currentUser(locale)))) {
    throw redirect({ to: '/{-$lang}/subscription/$planId/$optionId/payment', params, search: { ...search, page: 'login' }, replace: true })
  }
}

export async function subscriptionPaymentPage({ context: { queryClient, locale } }: { context: LoaderContext }) {
  const paymentQueries = await loadPaymentQueries()
  const [title] = await Promise.all([
    translatedTitle(queryClient, locale, 'payments.subscription_title'),
    queryClient.ensureQueryData(planQueries.list(locale)),
    queryClient.ensureQueryData(paymentQueries.config(locale)),
    queryClient.ensureQueryData(paymentQueries.cards(locale)),
  ])
  return { title }
}

/**
 * The video room (issue 14). `?lang=` names the page's language: the address becomes that language's.
 * `?ticket=` is exchanged once for the room's session (an HttpOnly cookie) and leaves the address,
 * so a reload or a shared address never carries it. Without either, the room this browser entered.
 */
export async function roomPage({
  context: { queryClient, locale },
  params,
  location,
}: {
  context: LoaderContext
  params: { lang?: string; meetUrl: string }
  location: { search: Record<string, unknown> }
}) {
  const room = await import('~/server/room.functions')
  const lang = isLocale(location.search.lang) ? location.search.lang : locale
  const ticket = typeof location.search.ticket === 'string' ? location.search.ticket : null
  if (ticket || lang !== locale) {
    if (ticket) await room.enterRoomWithTicket({ data: { meetUrl: params.meetUrl, ticket } }).catch(() => null)
    throw redirect({
      to: '/{-$lang}/room/home/$meetUrl',
      params: { lang: langParam(lang), meetUrl: params.meetUrl },
      search: {},
      replace: true,
    })
  }
  const [config, title] = await Promise.all([
    room.getRoomConfig({ data: { meetUrl: params.meetUrl } }).catch(() => null),
    translatedTitle(queryClient, locale, 'room.title'),
  ])
  return { room: config, title }
}
