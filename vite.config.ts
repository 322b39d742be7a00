import { defineConfig, type Plugin } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

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

export default defineConfig({
  server: { port: Number(process.env.WEB_PORT ?? 3000) },
  resolve: { tsconfigPaths: true },
  plugins: [clientWithoutMessageParser(), tailwindcss(), tanstackStart(), react()],
})
