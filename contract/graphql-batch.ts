/**
 * Operations one batched GraphQL request may carry (ADR 0053): what one page render of the web reads,
 * with room. The API refuses a longer batch; the web's BFF starts a new batch at this many.
 */
export const MAX_BATCHED_OPERATIONS = 8
