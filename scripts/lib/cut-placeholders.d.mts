/** Types for the e2e specs (cut-placeholders.mjs runs in the page). */
export declare function cutPlaceholders(scope: string | null): string[]
