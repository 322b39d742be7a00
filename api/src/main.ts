import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApi } from './app'
import { createMailer, createMailTransport } from './adapters/mail'
import { startOutboxWorker } from './adapters/outbox'
import { createSmsTransport } from './adapters/sms'
import { createStorage } from './adapters/storage'
import { openDatabase } from './db/client'
import { seedDemoAccounts } from './db/demo-seed'
import { seedIfEmpty } from './db/seed'
import { readEnv, resolveAuthSecret } from './env'
import type { Server } from 'node:http'
import { attachRoomSignalling } from './rooms/signalling'
import { createLogger } from './shared/logger'
import { createPublicCache } from './shared/public-cache'
import { createPaymentProcessor } from './payments/create-processor'
import { startPaymentSweeper } from './payments/payments.sweeper'
import { startReminderScheduler } from './notifications/reminders'
import { startNextFreeSweeper } from './doctors/next-free.sweeper'
import { startStorageSweeper } from './users/storage.sweeper'
import { startAnalysisWorker } from './analysis/analysis.service'
import { createCrossCheck } from './analysis/ai-cross-check'
import { aiServiceFrom } from './adapters/ai'
import { createLiveBus } from './shared/live-bus'
import { createBackgroundWork } from './shared/background'

const env = readEnv()
const logger = createLogger(env.LOG_LEVEL)
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, logger } : { dataDir: join(env.DATA_DIR, 'pglite') })
const catalogCache = createPublicCache(env, { logger })
if (await seedIfEmpty(database.db)) {
  logger.info('Seeded an empty database')
  // Other instances on this database may already have cached the empty catalogue (ADR 0021).
  await catalogCache.invalidate()
}

const storage = createStorage(env)

const paymentProcessor = createPaymentProcessor(env, database.db)
if (!paymentProcessor)
  logger.warn(
    'Card payments are off: production needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (or PAYMENT_PROCESSOR=test for a demo)',
  )
else if (paymentProcessor.name === 'local' && env.NODE_ENV === 'production')
  logger.warn('Card payments use the built-in test processor (PAYMENT_PROCESSOR=test): no real money is taken')
// Live messages (notifications) reach listeners on every instance: Redis when REDIS_URL is set.
const liveBus = createLiveBus(env, logger)
if (env.DEMO_ACCOUNTS === '1' && (await seedDemoAccounts(database.db, storage, { bus: liveBus })))
  logger.info('Created the demo accounts (README, "Trying it")')
const authSecret = resolveAuthSecret(env)
// What requests start after answering (forgot-password's link): finished before the database closes.
const background = createBackgroundWork()
// Lab reports asked for are read here, or by any other instance (issue 30).
// With an AI service configured, its reading of each report is checked against the local one (ADR 0072).
const ai = aiServiceFrom(env)
const analysisLogger = logger.child({ component: 'analyses' })
const analysisWorker = startAnalysisWorker(database.db, storage, {
  logger: analysisLogger,
  leaseMs: env.ANALYSIS_LEASE_SECONDS * 1000,
  crossCheck: createCrossCheck(ai, analysisLogger),
})
const app = createApi({
  db: database.db,
  env,
  catalogCache,
  storage,
  paymentProcessor,
  logger,
  liveBus,
  authSecret,
  background,
  analysisWorker,
  ai,
})
// Reconciles payments cut off by a crash (first thing at start) and renews built-in subscriptions (ADR 0033).
const paymentSweeper = paymentProcessor
  ? startPaymentSweeper(
      {
        db: database.db,
        processor: paymentProcessor,
        now: () => new Date(),
        mailer: createMailer(env, database.db),
        notifications: { db: database.db, bus: liveBus },
      },
      { logger: logger.child({ component: 'payments' }) },
    )
  : null
// Reminders 24 h and 1 h before accepted dates; each is claimed once across instances (issue 14).
const reminders = startReminderScheduler(
  { db: database.db, bus: liveBus, mailer: createMailer(env, database.db), now: () => new Date(), webOrigin: env.WEB_ORIGIN },
  { logger: logger.child({ component: 'reminders' }) },
)
// The doctors' stored next free times, as the clock passes them (ADR 0058).
const nextFree = startNextFreeSweeper(database.db, { logger: logger.child({ component: 'next-free' }) })
// Stored bytes no file row names (an upload cut off by a crash, a delete the store refused; ADR 0066).
const storageSweeper = startStorageSweeper(database.db, storage, { logger: logger.child({ component: 'storage' }) })
// Requests queue e-mail and SMS; this delivers them (ADR 0015). Every instance may run one.
const outbox = startOutboxWorker(
  database.db,
  { email: createMailTransport(env), sms: createSmsTransport(env) },
  { logger: logger.child({ component: 'outbox' }) },
)
const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, () => {
  logger.info(`API ready on http://${env.HOST}:${env.PORT}/graphql`)
})
// The embedded video room's signalling: WebSockets on the same port (issue 14).
const signalling = attachRoomSignalling(server as Server, {
  db: database.db,
  secret: authSecret,
  bus: liveBus,
  webOrigin: env.WEB_ORIGIN,
  logger: logger.child({ component: 'rooms' }),
})

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  logger.info(`${signal} received, shutting down`)
  // Stop accepting requests first, then release the database.
  signalling.close()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await background.settled()
  await outbox.stop()
  await paymentSweeper?.stop()
  await reminders.stop()
  await nextFree.stop()
  await storageSweeper.stop()
  await analysisWorker.stop()
  await liveBus.close()
  await catalogCache.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
