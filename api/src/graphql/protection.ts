import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type StringValueNode, type ValidationContext } from 'graphql';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import { apiMessage } from '../shared/messages';
import { containsNul } from '../shared/validation';
import { parseLocale } from './context';

/**
 * What one GraphQL document may ask for, checked while parsing and validating, before any resolver
 * runs. The numbers and how they were measured: docs/decisions/0012-graphql-limits-api-layout-storage-quota.md.
 */
export const GRAPHQL_LIMITS = {
  depth: 10,
  aliases: 15,
  /** lexical tokens per document; the web's largest document has 133 */
  tokens: 1000,
  /** GraphQL Armor's static cost (objects 2, scalars 1, × 1.5 per level); the web's largest operation costs 234 */
  cost: 500,
} as const;

/** Production hides the schema: introspection queries fail validation. */
const disableIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

const nulRefused = (request: Request) =>
  new GraphQLError(apiMessage('bad_request', parseLocale(request.headers.get('locale'))), {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });

/**
 * A NUL character in any string argument is bad input (shared/validation.ts, `containsNul`):
 * variables are checked with the request's parameters, inline arguments while validating.
 */
const refuseNulArguments: Plugin = {
  onParams: ({ params, request, setResult }) => {
    if (containsNul([params.variables, params.operationName, params.extensions])) setResult({ errors: [nulRefused(request)] });
  },
  onValidate: ({ addValidationRule, context }) =>
    addValidationRule((validation: ValidationContext) => ({
      StringValue: (node: StringValueNode) => {
        if (node.value.includes('\0')) validation.reportError(nulRefused(context.request));
      },
    })),
};

export function protectionPlugins({ production }: { production: boolean }): Plugin[] {
  return [
    refuseNulArguments,
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens, exposeLimits: true }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, exposeLimits: true }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases, exposeLimits: true }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.cost, exposeLimits: true }),
    // With introspection off, "Did you mean …" would still leak field names one typo at a time.
    ...(production ? [disableIntrospection, blockFieldSuggestionsPlugin<YogaInitialContext>()] : []),
  ];
}
