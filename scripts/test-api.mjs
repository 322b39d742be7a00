// The API on a fresh PGlite database in a temp dir, for Playwright's webServer: PORT (4100 by
// default), test-only routes on. The database is deleted when the API stops.
import { startFreshApi, supervise } from './lib/processes.mjs'

const port = Number(process.env.PORT || 4100)
const { child, remove } = startFreshApi({ port, env: { NODE_ENV: 'test', API_TEST_ROUTES: '1' } })
const group = supervise({ onExit: remove })
group.add(child)
