import { createServer } from 'node:http'

/**
 * A local stand-in for an OpenAI-compatible chat completions endpoint, for the browser tests: the
 * API's real AI adapter (api/src/adapters/ai.ts) talks to it over HTTP. Its "translation" is the
 * target language named in the system instruction and the text, `[German] No fasting needed.`, so a
 * test sees that the text shown came through the adapter. It refuses requests without a bearer key.
 */
export async function startAiStub({ apiKey = 'e2e-ai-key' } = {}) {
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      const answer = (status, json) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return answer(404, { error: { message: 'not found' } })
      if (request.headers.authorization !== `Bearer ${apiKey}`) return answer(401, { error: { message: 'invalid api key' } })
      const body = JSON.parse(text || '{}')
      const system = body.messages?.find((message) => message.role === 'system')?.content ?? ''
      const user = body.messages?.find((message) => message.role === 'user')?.content ?? ''
      const language = /into (\w+)/.exec(system)?.[1] ?? '?'
      answer(200, {
        id: 'stub',
        object: 'chat.completion',
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: `[${language}] ${user}` }, finish_reason: 'stop' }],
      })
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: apiKey, AI_MODEL: 'stub-translator' },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
