// Types of routes.mjs for tests/e2e/budgets.spec.ts.
export declare const KB: number
export declare const BUDGETS: Readonly<{ publicJsKB: number; privateJsKB: number; homeHtmlKB: number }>
export type Slugs = { doctor: string; specialty: string; service: string; organization: string | null }
export type BenchRoute = Readonly<{ name: string; path: (slugs: Slugs) => string; status?: number }>
export declare const PUBLIC_ROUTES: readonly BenchRoute[]
export declare const PRIVATE_ROUTES: readonly BenchRoute[]
export declare function pathOf(url: string): string
export declare function jsBudgetKB(route: BenchRoute): number
export declare function graphqlRequest<T = Record<string, unknown>>(apiUrl: string, query: string, variables?: Record<string, unknown>, options?: { locale?: string }): Promise<T>
export declare function discoverSlugs(apiUrl: string): Promise<Slugs>
