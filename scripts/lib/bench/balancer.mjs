// @ts-check
// A round-robin load balancer for the cluster run (issue 28): what a real one in front of two web or
// two API instances does, and no more — each request (and each WebSocket upgrade) goes to the next
// instance in turn, streamed both ways (server-sent events included), with the client's address in
// X-Forwarded-For. An instance that refuses the connection answers 502 for that request; nothing a
// client or an instance does stops the balancer.
import http from 'node:http'
import net from 'node:net'

/**
 * @param {{ upstreams: string[]; port: number; host?: string }} options upstreams as `http://host:port`
 * @returns {Promise<{ url: string; counts: number[]; close: () => Promise<void> }>} `counts`: requests sent to each upstream
 */
export async function startBalancer({ upstreams, port, host = '127.0.0.1' }) {
  const targets = upstreams.map((upstream) => new URL(upstream))
  const counts = targets.map(() => 0)
  let next = 0
  const pick = () => {
    const index = next
    next = (next + 1) % targets.length
    counts[index] = (counts[index] ?? 0) + 1
    return /** @type {URL} */ (targets[index])
  }
  /** @param {http.IncomingMessage} request */
  const forwardedHeaders = (request) => {
    const client = request.socket.remoteAddress ?? ''
    const previous = request.headers['x-forwarded-for']
    return { ...request.headers, 'x-forwarded-for': previous ? `${previous}, ${client}` : client }
  }

  const server = http.createServer((request, response) => {
    const target = pick()
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: forwardedHeaders(request) },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders)
        answer.pipe(response)
        answer.on('error', () => response.destroy())
      },
    )
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway')
      else response.destroy()
    })
    request.on('error', () => upstream.destroy())
    response.on('close', () => upstream.destroy())
    request.pipe(upstream)
  })

  // WebSockets (the room's signalling): the raw upgrade request is replayed to the instance and the
  // two sockets joined.
  server.on('upgrade', (request, socket, head) => {
    const target = pick()
    const upstream = net.connect(Number(target.port), target.hostname)
    const close = () => {
      socket.destroy()
      upstream.destroy()
    }
    upstream.on('error', close)
    socket.on('error', close)
    upstream.once('connect', () => {
      const headers = forwardedHeaders(request)
      const lines = [`${request.method} ${request.url} HTTP/1.1`]
      for (const [name, value] of Object.entries(headers)) {
        for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) lines.push(`${name}: ${one}`)
      }
      upstream.write(lines.join('\r\n') + '\r\n\r\n')
      if (head.length) upstream.write(head)
      socket.pipe(upstream).pipe(socket)
    })
  })
  server.on('clientError', (_error, socket) => socket.destroy())

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  return {
    url: `http://${host}:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
