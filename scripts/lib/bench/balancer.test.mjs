// @ts-check
import http from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../processes.mjs'
import { startBalancer } from './balancer.mjs'

/**
 * A server that answers which instance it is; on /events it sends one event and ends the stream
 * only when /release is asked, so whoever reads the first event got it while the answer was open.
 */
/** @param {string} name */
async function instance(name) {
  /** @type {(() => void)[]} */
  const waiting = []
  const server = http.createServer((request, response) => {
    if (request.url === '/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.write('event: one\n\n')
      waiting.push(() => response.end('event: two\n\n'))
      return
    }
    if (request.url === '/release') {
      for (const release of waiting.splice(0)) release()
      return response.writeHead(204).end()
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end(`${name} ${request.headers['x-forwarded-for']}`)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return { url: `http://127.0.0.1:${address.port}`, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** @type {(() => Promise<unknown>)[]} */
const cleanups = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

describe('the cluster run’s balancer', () => {
  it('sends requests to each instance in turn, naming the client in X-Forwarded-For', async () => {
    const [a, b] = [await instance('a'), await instance('b')]
    const balancer = await startBalancer({ upstreams: [a.url, b.url], port: await freePort() })
    cleanups.push(balancer.close, a.close, b.close)
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await (await fetch(balancer.url)).text())
    expect(answers).toEqual(['a 127.0.0.1', 'b 127.0.0.1', 'a 127.0.0.1', 'b 127.0.0.1'])
    expect(balancer.counts).toEqual([2, 2])
  })

  it('streams an answer as it comes (server-sent events)', async () => {
    const a = await instance('a')
    const balancer = await startBalancer({ upstreams: [a.url], port: await freePort() })
    cleanups.push(balancer.close, a.close)
    const response = await fetch(`${balancer.url}/events`)
    const reader = /** @type {ReadableStream<Uint8Array>} */ (response.body).getReader()
    const first = new TextDecoder().decode((await reader.read()).value)
    expect(first).toBe('event: one\n\n')
    await fetch(`${balancer.url}/release`)
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('event: two\n\n')
    await reader.cancel()
  })

  it('answers 502 for an instance that is down, and keeps serving', async () => {
    const a = await instance('a')
    const down = `http://127.0.0.1:${await freePort()}`
    const balancer = await startBalancer({ upstreams: [down, a.url], port: await freePort() })
    cleanups.push(balancer.close, a.close)
    expect((await fetch(balancer.url)).status).toBe(502)
    expect(await (await fetch(balancer.url)).text()).toBe('a 127.0.0.1')
  })
})
