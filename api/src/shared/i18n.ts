import type { Locale, Translated } from '../db/schema';
import { parseLocale } from '../graphql/context';

export function translate(value: Translated, locale: Locale): string;
export function translate(value: Translated | null | undefined, locale: Locale): string | null;
export function translate(value: Translated | null | undefined, locale: Locale): string | null {
  if (!value) return null;
  return value[locale] ?? value.en;
}

/** An explicit `lang` argument wins over the `locale` header. */
export function pickLocale(lang: string | null | undefined, headerLocale: Locale): Locale {
  return lang ? parseLocale(lang) : headerLocale;
}

/** Escapes LIKE wildcards so user input matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const euros = (cents: number) => cents / 100;
