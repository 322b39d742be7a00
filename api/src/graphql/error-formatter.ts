import { GraphQLError } from 'graphql';
import { maskError, type YogaMaskedErrorOpts } from 'graphql-yoga';

/**
 * graphql-js reports a variable that does not coerce as `Variable "$x" got invalid value <the
 * value> at "x.path"; <why, often quoting the value again>`: a 300 KB field came back three times
 * and a password in the same input was printed too. Answer the variable and the path only.
 */
const INVALID_VARIABLE = /^Variable "(\$[^"]+)" got invalid value [\s\S]*?(?: at "([^"]+)")?;/;

export function withoutInputValues(error: GraphQLError): GraphQLError | null {
  const match = INVALID_VARIABLE.exec(error.message);
  if (!match) return null;
  const [, variable, path] = match;
  return new GraphQLError(`Variable "${variable}" has an invalid value${path ? ` at "${path}"` : ''}.`, {
    nodes: error.nodes,
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/** The one error formatter: input values never come back; unexpected errors are masked as before. */
export const formatError: YogaMaskedErrorOpts['maskError'] = (error, message, isDev) => {
  const cleaned = error instanceof GraphQLError ? withoutInputValues(error) : null;
  return cleaned ?? maskError(error, message, isDev);
};
