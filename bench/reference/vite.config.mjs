// The bench's reference page (ADR 0025): a bare TanStack Start app with one server-function loader,
// built with the project's own node_modules (same Start, React and vite versions) into ./dist and
// served with srvx exactly like the app. `npm run bench` builds it when its sources are newer.
import { fileURLToPath } from 'node:url'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Keep the project's .env and public/ out of the reference build.
  envDir: false,
  publicDir: false,
  plugins: [tanstackStart(), react()],
})
