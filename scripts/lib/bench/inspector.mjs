// The heap of a Node process started with `--inspect=127.0.0.1:<port>` (NODE_OPTIONS), read over
// the Chrome DevTools Protocol: a forced full GC, then V8's used heap. Nothing is added to the
// product for it; the bench alone opens the inspector, on loopback, for the soak.
import WebSocket from 'ws'

export const inspectOption = (port) => `--inspect=127.0.0.1:${port}`

/** Connects to the inspector on `port`; `heapAfterGc()` resolves to `{ usedBytes, totalBytes }`. */
export async function connectInspector(port, { timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs
  let target
  while (!target) {
    try {
      const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()
      target = targets.find((entry) => entry.webSocketDebuggerUrl)
    } catch {
      // not listening yet
    }
    if (!target) {
      if (Date.now() > deadline) throw new Error(`No Node inspector on 127.0.0.1:${port}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  const socket = new WebSocket(target.webSocketDebuggerUrl, { perMessageDeflate: false })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let nextId = 1
  const waiting = new Map()
  socket.on('message', (data) => {
    const message = JSON.parse(String(data))
    const entry = message.id && waiting.get(message.id)
    if (!entry) return
    waiting.delete(message.id)
    if (message.error) entry.reject(new Error(`${entry.method}: ${message.error.message}`))
    else entry.resolve(message.result)
  })
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++
      waiting.set(id, { resolve, reject, method })
      socket.send(JSON.stringify({ id, method, params }))
    })
  return {
    send,
    async heapAfterGc() {
      // Twice: the first pass can leave objects whose finalizers free more on the second.
      await send('HeapProfiler.collectGarbage')
      await send('HeapProfiler.collectGarbage')
      const { usedSize, totalSize } = await send('Runtime.getHeapUsage')
      return { usedBytes: usedSize, totalBytes: totalSize }
    },
    close: () => socket.close(),
  }
}
