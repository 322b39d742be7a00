import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';

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

export function protectionPlugins({ production }: { production: boolean }): Plugin[] {
  return [
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens, exposeLimits: true }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, exposeLimits: true }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases, exposeLimits: true }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.cost, exposeLimits: true }),
    // With introspection off, "Did you mean …" would still leak field names one typo at a time.
    ...(production ? [disableIntrospection, blockFieldSuggestionsPlugin<YogaInitialContext>()] : []),
  ];
}
