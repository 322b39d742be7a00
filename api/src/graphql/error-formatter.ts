import { GraphQLError } from 'graphql'
import { maskError, type YogaMaskedErrorOpts } from 'graphql-yoga'
import { currentRequest } from '../shared/request-log'

/**
 * graphql-js reports a variable that does not coerce as `Variable "$x" got invalid value <the
 * value> at "x.path"; <why, often quoting the value again>`: a 300 KB field came back three times
 * and a password in the same input was printed too. Answer the variable and the path only.
 */
const INVALID_VARIABLE = /^Variable "(\$[^"]+)" got invalid value [\s\S]*?(?: at "([^"]+)")?;/

export function withoutInputValues(error: GraphQLError): GraphQLError | null {
  const match = INVALID_VARIABLE.exec(error.message)
  if (!match) return null
  const [, variable, path] = match
  return new GraphQLError(`Variable "${variable}" has an invalid value${path ? ` at "${path}"` : ''}.`, {
    nodes: error.nodes,
    extensions: { code: 'BAD_USER_INPUT' },
  })
}

/**
 * The one error formatter: input values never come back; our own GraphQLErrors (with their codes)
 * pass; anything unexpected (a database error carries its SQL and parameters, every error a stack)
 * is logged whole with the request id and answered as `Unexpected error.` with that id — in every
 * mode: yoga's development mode would put the original error in the answer (issue 25).
 */
export const formatError: YogaMaskedErrorOpts['maskError'] = (error, message) => {
  const cleaned = error instanceof GraphQLError ? withoutInputValues(error) : null
  if (cleaned) return cleaned
  const masked = maskError(error, message, false)
  if (masked === error) return masked
  const request = currentRequest()
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error
  request?.logger.error({ err: original, path: error instanceof GraphQLError ? error.path : undefined }, 'graphql: unexpected error')
  if (!(masked instanceof GraphQLError) || !request) return masked
  return new GraphQLError(masked.message, {
    nodes: masked.nodes,
    path: masked.path,
    extensions: { ...masked.extensions, requestId: request.requestId },
  })
}
