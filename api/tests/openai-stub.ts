import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local server speaking the OpenAI-compatible chat completions API, for contract tests of the AI
 * adapters: it records each request as the provider would read it and answers what the test says —
 * a completion's text, an error status, a body of its own (not JSON, say), or nothing at all
 * (`'hang'`, until the server closes).
 */
export type StubRequest = { method?: string; url?: string; authorization?: string; body: Record<string, unknown> }
export type StubAnswer = { content: string } | { status: number } | { body: string } | 'hang'

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => resolve(text))
  })

export async function startOpenAiStub() {
  const received: StubRequest[] = []
  let answer: (body: Record<string, unknown>) => StubAnswer = () => ({ status: 500 })
  const server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as Record<string, unknown>
    received.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body })
    const reply = answer(body)
    if (reply === 'hang') return
    if ('body' in reply) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(reply.body)
      return
    }
    if ('status' in reply) {
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'overloaded' } }))
      return
    }
    const completion = {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body['model'],
      choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    answerWith(next: (body: Record<string, unknown>) => StubAnswer) {
      answer = next
    },
    close() {
      // Requests left hanging end with the server.
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

/** The text of a request's user message (a string, or the text parts of a multi-part content). */
export function userText(request: StubRequest): string {
  const messages = request.body['messages'] as { role: string; content: string | { type: string; text?: string }[] }[]
  const content = messages.find((message) => message.role === 'user')?.content ?? ''
  return typeof content === 'string' ? content : content.map((part) => part.text ?? '').join('\n')
}
