// Types of routes.mjs for tests/e2e/budgets.spec.ts.
export declare const KB: number
export declare const BUDGETS: Readonly<{ publicJsKB: number; privateJsKB: number; homeHtmlKB: number }>
export type Slugs = { doctor: string; specialty: string; service: string; organization: string | null }
/** Who a private route is measured for: the patient's booked appointment. */
export type MeasuredPatient = { appointmentId?: string; payKey?: string }
export type BenchRoute = Readonly<{ name: string; path: (slugs: Slugs, patient?: MeasuredPatient) => string; status?: number }>
export declare const PUBLIC_ROUTES: readonly BenchRoute[]
export declare const PRIVATE_ROUTES: readonly BenchRoute[]
export declare function pathOf(url: string): string
export declare function jsBudgetKB(route: BenchRoute): number
export declare function graphqlRequest<T = Record<string, unknown>>(
  apiUrl: string,
  query: string,
  variables?: Record<string, unknown>,
  options?: { locale?: string; token?: string },
): Promise<T>
export declare function bookAppointment(apiUrl: string, token: string, doctorSlug: string): Promise<string>
export declare function payKeyOf(apiUrl: string, token: string, appointmentId: string): Promise<string>
export declare function discoverSlugs(apiUrl: string): Promise<Slugs>
