// node scripts/scale-fixture.mjs --scale=1,10,100 (issue 28): fills PostgreSQL databases
// scale_<n>x (after SCALE_DATABASE_PREFIX) beside TEST_DATABASE_URL with n times the catalogue and history (scripts/lib/scale/fixture.mjs).
// Not the demo seed: a throw-away database for `npm run bench -- --scale`. --keep skips a database
// already filled at that multiplier.
import { parseArgs } from 'node:util'
import { fillScaleDatabase, scaleDatabaseName, scaleDatabaseReady } from './lib/scale/fixture.mjs'

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' }, keep: { type: 'boolean', default: false } } })
const adminUrl = process.env.TEST_DATABASE_URL
if (!adminUrl) {
  console.error('TEST_DATABASE_URL (an admin URL of PostgreSQL) is needed: the fixture creates scale_<n>x beside it.')
  process.exit(1)
}
for (const scale of values.scale.split(',').map(Number)) {
  if (values.keep && (await scaleDatabaseReady(adminUrl, scale))) {
    console.log(`${scaleDatabaseName(scale)} is already filled`)
    continue
  }
  const started = performance.now()
  await fillScaleDatabase(adminUrl, scale)
  console.log(`${scaleDatabaseName(scale)} filled in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}
