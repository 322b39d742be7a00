import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger.server'

describe('web logger', () => {
  it('redacts credentials wherever they appear and keeps the rest', () => {
    const lines: string[] = []
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    const logger = createLogger('info', destination)
    logger.info(
      {
        headers: { authorization: 'Bearer abc', cookie: 'token=xyz' },
        body: { password: 'hunter2' },
        refreshToken: 'r3f',
        path: '/account',
      },
      'request',
    )
    const text = lines.join('')
    for (const secret of ['Bearer abc', 'token=xyz', 'hunter2', 'r3f']) expect(text).not.toContain(secret)
    expect(JSON.parse(text)).toMatchObject({ service: 'web', path: '/account', msg: 'request' })
  })
})
