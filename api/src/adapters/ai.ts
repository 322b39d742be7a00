import type { Env } from '../env'

/**
 * Translation through an AI model (issue 12: `translate` a message or note into the patient's
 * language). The real adapter speaks the OpenAI-compatible chat completions API, so any provider or
 * local server offering it works; it is on when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set.
 * Without them there is no translator and the action is not offered (`translationAvailable`).
 */
export interface Translator {
  translate(text: string, targetLanguage: string): Promise<string>
}

/** English names of the interface languages, for the instruction the model gets. */
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ru: 'Russian', de: 'German', ar: 'Arabic' }

export class TranslationFailed extends Error {}

export function openAiCompatibleTranslator(
  config: { baseUrl: string; apiKey: string; model: string },
  fetchImpl: typeof fetch = fetch,
): Translator {
  const endpoint = `${config.baseUrl.replace(/\/$/, '')}/chat/completions`
  return {
    async translate(text, targetLanguage) {
      const language = LANGUAGE_NAMES[targetLanguage] ?? targetLanguage
      let response: Response
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({
            model: config.model,
            temperature: 0,
            messages: [
              {
                role: 'system',
                content: `You translate messages between a patient and a doctor. Translate the user's message into ${language}. Keep medical terms, numbers, units and names exact. Answer with the translation only.`,
              },
              { role: 'user', content: text },
            ],
          }),
          signal: AbortSignal.timeout(30_000),
        })
      } catch (error) {
        throw new TranslationFailed(`the translation service did not answer: ${(error as Error).message}`)
      }
      if (!response.ok) throw new TranslationFailed(`the translation service answered ${response.status}`)
      const body = (await response.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null
      const content = body?.choices?.[0]?.message?.content
      if (typeof content !== 'string' || !content.trim()) throw new TranslationFailed('the translation service answered no text')
      return content.trim()
    },
  }
}

export function createTranslator(env: Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>): Translator | null {
  if (!env.AI_BASE_URL || !env.AI_API_KEY || !env.AI_MODEL) return null
  return openAiCompatibleTranslator({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL })
}
