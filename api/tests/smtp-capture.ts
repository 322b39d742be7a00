import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type CapturedMail = { from: string; to: string[]; data: string }

/** A real SMTP server on a free loopback port that keeps every message it receives. */
export async function startSmtpCapture() {
  const received: CapturedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
