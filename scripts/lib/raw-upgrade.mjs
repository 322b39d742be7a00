// @ts-check
// Test support for the two WebSocket endpoints of the video room (the web's relay,
// scripts/lib/room-signal-proxy.test.mjs, and the API's signalling, api/tests/rooms.test.ts): an upgrade
// written by hand on a raw TCP connection, to reset it at any stage as a hostile or vanishing client does.
import { connect } from 'node:net'

/**
 * A raw TCP connection to `port` that sends `text`, then resets (RST) once `resetWhen` (given what it received so far) resolves.
 * @param {number} port
 * @param {string} text
 * @param {(answer: () => string) => Promise<unknown>} resetWhen
 * @returns {Promise<void>}
 */
export async function resetAfter(port, text, resetWhen) {
  const socket = connect(port, '127.0.0.1')
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  socket.on('error', () => {})
  /** @type {Buffer[]} */
  const answer = []
  socket.on('data', (chunk) => answer.push(chunk))
  socket.write(text)
  await resetWhen(() => Buffer.concat(answer).toString('latin1'))
  socket.resetAndDestroy()
}

/**
 * A WebSocket upgrade request for `url` (ws://host/path) with `headers` (Origin, Cookie, Authorization…) besides the handshake's own.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {string}
 */
export function upgradeRequest(url, headers) {
  const { host, pathname } = new URL(url)
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
  return (
    `GET ${pathname} HTTP/1.1\r\nHost: ${host}\r\n${lines.join('')}` +
    'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n'
  )
}
