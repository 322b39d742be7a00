import { buildASTSchema, concatAST, Kind, parse, type DocumentNode } from 'graphql'
import { describe, expect, it } from 'vitest'
import { operationCosts } from '../../api/src/graphql/cost'
import { GRAPHQL_LIMITS } from '../../api/src/graphql/protection'
import { loadTypeDefs } from '../../api/src/graphql/type-defs'
import * as documents from '~/gql/graphql'

const schema = buildASTSchema(concatAST(loadTypeDefs().map((sdl) => parse(sdl))))

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT

/**
 * Every operation the web sends stays under the API's cost limit (issue 25) whatever variables it
 * sends: each list is counted at its maximum (a page at the largest limit its resolver accepts,
 * contract/page-limits.ts), the most the API can count for the document. A document whose lists
 * grow past the limit, or a page maximum raised too far, fails here before it fails in the browser.
 */
describe('the web’s GraphQL operations and the API’s cost limit', () => {
  const operations = Object.entries(documents)
    .filter((entry): entry is [string, DocumentNode] => isDocument(entry[1]))
    .flatMap(([name, document]) =>
      [...operationCosts(schema, document, 'at maximum')].map(([operation, cost]) => ({ name: `${name} (${operation})`, cost })),
    )

  it('finds the generated documents', () => {
    expect(operations.length).toBeGreaterThan(40)
  })

  it.each(operations)('$name costs $cost', ({ cost }) => {
    expect(cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.cost)
  })
})

/**
 * The cost's plan is worked out once per document (issue 28) and kept with it: the request's
 * variables must still decide the limits, and a document parsed again costs the same.
 */
describe('the cost plan kept per document', () => {
  const text = `fragment D on Doctor { id name }
    query Doctors($limit: Int) { doctors(query: { pagination: { limit: $limit } }) { results { ...D } } }`
  const document = parse(text)
  const cost = (variables: Record<string, unknown> | 'at maximum', of: DocumentNode = document) =>
    operationCosts(schema, of, variables).get('Doctors')!

  it('counts the limit each request asks for, with the plan reused', () => {
    const small = cost({ limit: 2 })
    const large = cost({ limit: 40 })
    expect(large).toBeGreaterThan(small)
    expect(cost({ limit: 2 })).toBe(small)
    expect(cost('at maximum')).toBeGreaterThanOrEqual(large)
  })

  it('costs a document parsed again what it cost before', () => {
    expect(cost({ limit: 7 }, parse(text))).toBe(cost({ limit: 7 }))
    expect(cost('at maximum', parse(text))).toBe(cost('at maximum'))
  })
})
