/**
 * What the browser and server builds load for `@tanstack/devtools-event-client` (vite.config.ts): the
 * form library (`@tanstack/form-core`) reports every form's state to TanStack Devtools through it,
 * and in production, with no devtools listening, the real client still queues each event, dispatches
 * `tanstack-connect` on `window` every second (five tries) and holds the queue. This one does nothing,
 * and keeps ~4 kB (1.3 kB gzip) out of the form hook's chunk (ADR 0054). The project runs no devtools.
 */
export class EventClient {
  readonly #pluginId: string

  constructor({ pluginId }: { pluginId: string; debug?: boolean; enabled?: boolean; reconnectEveryMs?: number }) {
    this.#pluginId = pluginId
  }

  getPluginId() {
    return this.#pluginId
  }

  emit(_eventSuffix: string, _payload?: unknown): void {}

  on(_eventSuffix: string, _callback: (event: unknown) => void, _options?: unknown): () => void {
    return () => {}
  }

  onAll(_callback: (event: unknown) => void): () => void {
    return () => {}
  }

  onAllPluginEvents(_callback: (event: unknown) => void): () => void {
    return () => {}
  }
}
