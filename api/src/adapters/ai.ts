import OpenAI from 'openai'
import type { Env } from '../env'

/**
 * The AI service: any provider or local server speaking the OpenAI-compatible chat completions API,
 * through the `openai` SDK. It is on when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set; without
 * them nothing calls it and every feature has its local behaviour (ADR 0072). Everything that asks
 * the service goes through `completeText` / `completeJson`: one client, no retries (each caller
 * bounds its own time and has a fallback), and the answer's size bounded. A service that is down
 * (no connection, a timeout, 5xx, 429) is not asked again for `pauseAfterFailureMs`: callers fall
 * back at once instead of each waiting out its own timeout.
 */
export type AiService = { client: OpenAI; model: string; pause: { untilMs: number; afterFailureMs: number } }

export class AiFailed extends Error {}

/** The service configured by the environment, or null when any of the three variables is missing. */
export function aiServiceFrom(env: Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>): AiService | null {
  if (!env.AI_BASE_URL || !env.AI_API_KEY || !env.AI_MODEL) return null
  return aiService({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL })
}

export function aiService(config: { baseUrl: string; apiKey: string; model: string; pauseAfterFailureMs?: number }): AiService {
  return {
    client: new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, maxRetries: 0 }),
    model: config.model,
    pause: { untilMs: 0, afterFailureMs: config.pauseAfterFailureMs ?? 30_000 },
  }
}

/** A failure that says the service is down or overloaded, rather than this request being wrong. */
const serviceDown = (error: unknown) =>
  error instanceof OpenAI.APIConnectionError ||
  (error instanceof OpenAI.APIError && (error.status === undefined || error.status === 429 || error.status >= 500))

type Messages = OpenAI.Chat.Completions.ChatCompletionMessageParam[]

/** The most text an answer may have: far above any answer asked for here, far below what would hurt. */
const MAX_ANSWER_CHARS = 256 * 1024

/** One answer's text, within `timeoutMs`; any failure (network, status, timeout, no text) is `AiFailed`. */
export async function completeText(
  ai: AiService,
  request: { messages: Messages; timeoutMs: number; maxTokens: number; responseFormat?: OpenAI.ResponseFormatJSONSchema },
): Promise<string> {
  if (Date.now() < ai.pause.untilMs) throw new AiFailed('the AI service failed moments ago: not asked again yet')
  let content: unknown
  try {
    const completion = await ai.client.chat.completions.create(
      {
        model: ai.model,
        temperature: 0,
        messages: request.messages,
        max_completion_tokens: request.maxTokens,
        ...(request.responseFormat && { response_format: request.responseFormat }),
      },
      { timeout: request.timeoutMs, maxRetries: 0 },
    )
    content = completion.choices?.[0]?.message?.content
  } catch (error) {
    if (serviceDown(error)) ai.pause.untilMs = Date.now() + ai.pause.afterFailureMs
    throw new AiFailed(`the AI service did not answer: ${(error as Error).message}`, { cause: error })
  }
  if (typeof content !== 'string' || !content.trim()) throw new AiFailed('the AI service answered no text')
  if (content.length > MAX_ANSWER_CHARS) throw new AiFailed(`the AI service answered ${content.length} characters`)
  return content.trim()
}

/**
 * One answer as JSON under a strict JSON schema (structured output). The caller still validates
 * what comes back: a server may ignore the schema.
 */
export async function completeJson(
  ai: AiService,
  request: { messages: Messages; timeoutMs: number; maxTokens: number; schemaName: string; schema: Record<string, unknown> },
): Promise<unknown> {
  const text = await completeText(ai, {
    ...request,
    responseFormat: { type: 'json_schema', json_schema: { name: request.schemaName, strict: true, schema: request.schema } },
  })
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new AiFailed('the AI service answered no JSON')
  }
}

/**
 * Translation (issue 12: `translate` a message or note into the patient's language). Without the
 * service there is no translator and the action is not offered (`translationAvailable`).
 */
export interface Translator {
  translate(text: string, targetLanguage: string): Promise<string>
}

/** English names of the interface languages, for the instructions the model gets. */
export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ru: 'Russian', de: 'German', ar: 'Arabic' }

export class TranslationFailed extends Error {}

export function aiTranslator(ai: AiService): Translator {
  return {
    async translate(text, targetLanguage) {
      const language = LANGUAGE_NAMES[targetLanguage] ?? targetLanguage
      try {
        return await completeText(ai, {
          messages: [
            {
              role: 'system',
              content: `You translate messages between a patient and a doctor. Translate the user's message into ${language}. Keep medical terms, numbers, units and names exact. Answer with the translation only.`,
            },
            { role: 'user', content: text },
          ],
          timeoutMs: 30_000,
          maxTokens: 4096,
        })
      } catch (error) {
        throw new TranslationFailed(`the translation failed: ${(error as Error).message}`, { cause: error })
      }
    },
  }
}

export function openAiCompatibleTranslator(config: { baseUrl: string; apiKey: string; model: string }): Translator {
  return aiTranslator(aiService(config))
}

export function createTranslator(env: Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>): Translator | null {
  const ai = aiServiceFrom(env)
  return ai && aiTranslator(ai)
}
