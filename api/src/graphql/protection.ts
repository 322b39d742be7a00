import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions'
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth'
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens'
import { BREAK, GraphQLError, NoSchemaIntrospectionCustomRule, visit, type DocumentNode } from 'graphql'
import type { Plugin, YogaInitialContext } from 'graphql-yoga'
import { apiMessage } from '../shared/messages'
import { containsNul } from '../shared/validation'
import { parseLocale } from './context'
import { costRefusal } from './cost'

/**
 * What one GraphQL document may ask for, checked while parsing and validating (the cost when
 * execution starts, with the variables), before any resolver runs. The numbers and how they were measured: docs/decisions/0012-graphql-limits-api-layout-storage-quota.md,
 * the cost since issue 25 in 0042-error-answers-nul-input-forgot-timing-download-names-list-aware-cost.md.
 */
export const GRAPHQL_LIMITS = {
  depth: 10,
  aliases: 15,
  /** lexical tokens per document; the web's largest document has 133 */
  tokens: 1000,
  /**
   * objects 2, scalars 1, times the items each list can answer (cost.ts); the web's largest
   * operation, 200 appointment cards, costs 82,403; one full list of 100 doctors 42,003
   */
  cost: 120_000,
} as const

/** Production hides the schema: introspection queries fail validation. */
const disableIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
}

const nulRefused = (request: Request) =>
  new GraphQLError(apiMessage('bad_request', parseLocale(request.headers.get('locale'))), {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  })

/** The answer of `nulInLiterals` per document, kept as long as the document is (yoga keeps one per query text). */
const nulInLiteralsOf = new WeakMap<DocumentNode, boolean>()

/** Whether an inline string argument of the document holds a NUL character. */
function nulInLiterals(document: DocumentNode): boolean {
  const known = nulInLiteralsOf.get(document)
  if (known !== undefined) return known
  let found = false
  visit(document, {
    StringValue: (node) => {
      found ||= node.value.includes('\0')
      return found ? BREAK : undefined
    },
  })
  nulInLiteralsOf.set(document, found)
  return found
}

/**
 * A NUL character in any string argument is bad input (shared/validation.ts, `containsNul`):
 * variables with the request's parameters, inline arguments when execution starts (not while
 * validating: yoga caches validation per document, and the answer is in the request's language).
 */
const refuseNulArguments: Plugin<YogaInitialContext> = {
  onParams: ({ params, request, setResult }) => {
    if (containsNul([params.variables, params.operationName, params.extensions])) setResult({ errors: [nulRefused(request)] })
  },
  onExecute: ({ args, setResultAndStopExecution }) => {
    if (nulInLiterals(args.document)) setResultAndStopExecution({ errors: [nulRefused(args.contextValue.request)] })
  },
}

/**
 * The cost limit with the request's variables, where limits usually are (cost.ts): checked when
 * execution starts, before any resolver runs. Not a validation rule: yoga caches validation per
 * document, whatever the variables.
 */
const listAwareCost: Plugin = {
  onExecute: ({ args, setResultAndStopExecution }) => {
    const refusal = costRefusal(args.schema, args.document, args.variableValues ?? {}, GRAPHQL_LIMITS.cost)
    if (refusal) setResultAndStopExecution({ errors: [refusal] })
  },
}

export function protectionPlugins({ production }: { production: boolean }): Plugin[] {
  return [
    refuseNulArguments,
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens, exposeLimits: true }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, exposeLimits: true }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases, exposeLimits: true }),
    listAwareCost,
    // With introspection off, "Did you mean …" would still leak field names one typo at a time.
    ...(production ? [disableIntrospection, blockFieldSuggestionsPlugin<YogaInitialContext>()] : []),
  ]
}
