// The API on a fresh PGlite database in a temp dir, for Playwright's webServer: PORT (4100 by
// default), test-only routes on, the demo accounts made (the demo patient's finished consultation
// is opened as a new visitor would), and translation through the real AI adapter against a local
// OpenAI-compatible stand-in (scripts/lib/ai-stub.mjs). The database is deleted when the API stops.
import { startAiStub } from './lib/ai-stub.mjs'
import { startFreshApi, supervise } from './lib/processes.mjs'

const port = Number(process.env.PORT || 4100)
const ai = await startAiStub()
const { child, remove } = startFreshApi({ port, env: { NODE_ENV: 'test', API_TEST_ROUTES: '1', DEMO_ACCOUNTS: '1', ...ai.env } })
const group = supervise({
  onExit: async () => {
    await ai.close()
    await remove()
  },
})
group.add(child)
