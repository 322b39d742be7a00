// npm run build:api — the API compiled for production (see scripts/lib/api-bundle.mjs).
import { buildApi } from './lib/api-bundle.mjs'

await buildApi()
