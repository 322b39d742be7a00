// CI drift check: the generated files in git must be what the sources generate. Runs GraphQL
// codegen and drizzle-kit generate, then fails if either changed or added a file under the
// generated paths (a schema edit committed without `npm run codegen` / `npm run db:generate`).
import { execFileSync } from 'node:child_process'
import { ROOT, bin, run } from './lib/processes.mjs'

const GENERATED = ['api/src/generated', 'src/gql', 'api/drizzle']

const changed = () =>
  execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...GENERATED], { cwd: ROOT, encoding: 'utf8' }).trimEnd()

const before = changed()
if (before) {
  console.error(`check-drift: generated paths have uncommitted changes already; commit or discard them first:\n${before}`)
  process.exit(1)
}

const steps = [
  { name: 'GraphQL codegen', fix: 'npm run codegen', command: bin('graphql-codegen'), args: ['--config', 'codegen.ts'] },
  {
    name: 'drizzle-kit generate',
    fix: 'npm run db:generate',
    command: bin('drizzle-kit'),
    args: ['generate', '--config', 'api/drizzle.config.ts'],
  },
]

for (const step of steps) {
  const code = await run(step.command, step.args)
  if (code !== 0) {
    console.error(`check-drift: ${step.name} failed (exit code ${code})`)
    process.exit(1)
  }
}

const after = changed()
if (after) {
  console.error(
    `\ncheck-drift: generated files differ from what the sources generate:\n${after}\n\n` +
      `Run ${steps.map((s) => `\`${s.fix}\``).join(' and ')} and commit the result.`,
  )
  process.exit(1)
}
console.log('check-drift: GraphQL types and Drizzle migrations match their sources')
