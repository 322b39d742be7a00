import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { API_DIR } from '../runtime-files'

// api/src from source; dist/api/src in the compiled API, where the build copies these files.
const sourceRoot = join(API_DIR, 'src')

/**
 * The schema's SDL: every `*.graphql` file under api/src (graphql/root.graphql declares the roots,
 * each domain extends them in api/src/<domain>/<domain>.graphql). codegen.ts reads the same glob.
 * Sorted, so the merged schema does not depend on the file system's listing order.
 */
export function loadTypeDefs(root: string = sourceRoot): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.graphql'))
    .sort()
    .map((path) => readFileSync(join(root, path), 'utf8'))
}
