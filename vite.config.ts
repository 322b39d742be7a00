import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { precompressDir } from './scripts/lib/precompress.mjs'
import { attachRoomSignalProxy } from './scripts/lib/room-signal-proxy.mjs'

/**
 * Messages reach the browser already parsed (src/server/messages.server.ts), so the client build
 * swaps the ICU message parser for its parser-free twin.
 */
function clientWithoutMessageParser(): Plugin {
  return {
    name: 'client-without-message-parser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@formatjs/icu-messageformat-parser' || this.environment.name !== 'client') return null
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { ...options, skipSelf: true })
    },
  }
}

/** `npm run dev`: the video room's signalling WebSockets reach the API as in production (scripts/serve-web.mjs). */
function roomSignalProxy(): Plugin {
  return {
    name: 'room-signal-proxy',
    apply: 'serve',
    async configureServer(server) {
      if (!server.httpServer) return
      // The web tier's rule for its origin and the message limit, loaded as vite loads the app's server code.
      const [{ webOriginOf }, { MAX_SIGNAL_BYTES }, { webEnv }] = await Promise.all([
        server.ssrLoadModule('/src/server/web-origin.server.ts') as Promise<typeof import('./src/server/web-origin.server')>,
        server.ssrLoadModule('/contract/room-signal.ts') as Promise<typeof import('./contract/room-signal')>,
        server.ssrLoadModule('/src/server/env.server.ts') as Promise<typeof import('./src/server/env.server')>,
      ])
      attachRoomSignalProxy(server.httpServer as import('node:http').Server, {
        apiUrl: webEnv().API_URL,
        originOf: webOriginOf,
        maxPayload: MAX_SIGNAL_BYTES,
      })
    },
  }
}

/**
 * lucide-react's icon factory swapped for src/lib/lucide-icon.ts, which draws the same markup for the
 * props the app passes without the rest of lucide's machinery (~0.9 kB gzip of every first load).
 * Both builds, so the server's markup is the browser's.
 */
function smallLucideFactory(): Plugin {
  const replacement = fileURLToPath(new URL('./src/lib/lucide-icon.ts', import.meta.url))
  return {
    name: 'small-lucide-factory',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer?.includes('/lucide-react/dist/esm/') && source.endsWith('/createLucideIcon.mjs') ? replacement : null
    },
  }
}

const HYDRATE_LATER = '?hydrate-later'
const HYDRATE_LATER_ID = '\0hydrate-later:'

/**
 * `import Footer from './Footer?hydrate-later'` (a module whose default export is a component without
 * props): the server bundle renders the component itself, the client bundle gets a `React.lazy`
 * wrapper, so its code leaves the first load and React hydrates that part when the chunk arrives
 * (see src/components/lazy/HydrateLater.tsx). A plain `import.meta.env.SSR` ternary cannot do this:
 * the static import would keep the module in the client chunk.
 */
function hydrateLater(): Plugin {
  return {
    name: 'hydrate-later',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith(HYDRATE_LATER)) return null
      const target = await this.resolve(source.slice(0, -HYDRATE_LATER.length), importer, { ...options, skipSelf: true })
      return target ? HYDRATE_LATER_ID + target.id : null
    },
    load(id) {
      if (!id.startsWith(HYDRATE_LATER_ID)) return null
      const target = JSON.stringify(id.slice(HYDRATE_LATER_ID.length))
      return this.environment.name === 'client'
        ? `import { lazy } from 'react'\nexport default lazy(() => import(${target}))\n`
        : `export { default } from ${target}\n`
    },
  }
}

/**
 * After the client build is written, `.br` and `.gz` files beside each text file, which the
 * production server sends as they are (ADR 0022); `npm run build` and `npm start` both build here.
 */
function precompressClient(): Plugin {
  return {
    name: 'precompress-client',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      if (!options.dir) return
      const { files, identity, br, gzip } = await precompressDir(options.dir)
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
      this.environment.logger.info(`precompressed ${files} files: ${kb(identity)} → brotli ${kb(br)}, gzip ${kb(gzip)}`)
    },
  }
}

export default defineConfig({
  server: { port: Number(process.env.WEB_PORT ?? 3000) },
  resolve: {
    tsconfigPaths: true,
    // React 19 has useSyncExternalStore: the store's selector hook need not carry the pre-18 shim (~0.3 kB gzip of the first load).
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      // The form library's devtools reporter does nothing here: no devtools run, and it is ~1.3 kB gzip of every form (ADR 0054).
      {
        find: /^@tanstack\/devtools-event-client$/,
        replacement: fileURLToPath(new URL('./src/lib/devtools-event-client-off.ts', import.meta.url)),
      },
    ],
  },
  environments: {
    client: {
      build: {
        // No preload helper and dependency map in the first load (~1.4 kB gzip): Start's SSR already
        // preloads the matched routes' chunks, and links preload on intent (ADR 0026).
        modulePreload: false,
        // For scripts/bundle-sources.mjs (what fills a chunk); never in a normal build.
        sourcemap: process.env.SOURCEMAP === '1',
        rolldownOptions: {
          output: {
            // Everything the first load needs (React, the router, Query, react-intl, the layout) in one
            // chunk rather than a dozen: one gzip stream compresses ~3 kB better and saves requests on a
            // slow phone (ADR 0024). Lazy chunks (pages, deferred parts) import from it.
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                // The catalogue pages' four small shared parts (a few hundred bytes each) in one chunk: as
                // four files each paid its own gzip stream and import list, ~0.5 kB of /services/{slug} (ADR 0063).
                {
                  name: 'catalog',
                  test: /src\/components\/(doctors\/(DoctorAvatar|DeferredDoctorFilters|StaticDoctorFacts)|shared\/StaticCatalogIcon)\.tsx$/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    clientWithoutMessageParser(),
    smallLucideFactory(),
    hydrateLater(),
    roomSignalProxy(),
    tailwindcss(),
    tanstackStart(),
    react(),
    precompressClient(),
  ],
})
