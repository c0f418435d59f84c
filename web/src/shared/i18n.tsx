/**
 * The reader site's words: Lingui (`@lingui/core`'s I18n for lookup, the current language and
 * switching; `@lingui/react`'s provider, which re-renders every user of the words when the language
 * changes, and its Trans for messages with elements). Messages come compiled by the server
 * (functions/src/i18n/compile-messages.ts): the browser never parses ICU, so it needs neither a
 * parser nor eval. Plurals follow the language's rules and numbers its number locale
 * (@contract/locale): Lingui writes both in one locale, so the server compiles plain numbers to
 * `numberSlot` arguments that `t` passes already written (see `withNumbers`).
 *
 * One instance per server render (requests run side by side) and one in the browser, made from
 * the site text the page was rendered with, so hydration sees the very same words.
 */
import type { SiteText } from '@contract';
import { numberLocale, numberSlot, pluralLocale } from '@contract/locale';
import { I18n, type Messages } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { createElement, useMemo, type ReactNode } from 'react';

/**
 * Lingui's I18n, knowing the site text it holds: to leave it alone when given the same again, and
 * to show a message as written if formatting fails. A field, not a map keyed by the instance:
 * `useLingui()` hands out a new proxy of the instance at every change.
 */
export class SiteI18n extends I18n {
  siteText?: SiteText;
}

/** Lingui's catalogue: each key's compiled form (plain text is a one-string message). */
function catalogueOf(text: SiteText): Messages {
  const messages: Messages = {};
  for (const [key, message] of Object.entries(text.messages)) messages[key] = text.compiled[message] ?? [message];
  return messages;
}

function activate(instance: SiteI18n, text: SiteText) {
  instance.siteText = text;
  // `locales` is what Lingui picks plurals by (and writes styled numbers and dates in).
  instance.loadAndActivate({ locale: text.language, locales: [pluralLocale(text.language)], messages: catalogueOf(text) });
}

export function createSiteI18n(text: SiteText): SiteI18n {
  // A key no catalogue has shows as itself (the server fills every English key), never a warning.
  const instance = new SiteI18n({ missing: (_locale, key) => key });
  activate(instance, text);
  return instance;
}

/** Makes a language's text current: every user of the words re-renders at once. */
export function applySiteText(instance: SiteI18n, text: SiteText): void {
  if (instance.siteText !== text) activate(instance, text);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function writeNumber(language: string, value: number): string {
  const locale = numberLocale(language);
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

/** The call's values with each number also written in the language's number locale, under its `numberSlot`. */
function withNumbers<V>(language: string, values: Record<string, V> | undefined): Record<string, V | string> | undefined {
  if (!values) return values;
  const out: Record<string, V | string> = { ...values };
  for (const [name, value] of Object.entries(values)) if (typeof value === 'number') out[numberSlot(name)] = writeNumber(language, value);
  return out;
}

/** A message formatted with the call's values (`translate(i18n, 'card.views', { count: 3 })`). */
export function translate(instance: SiteI18n, key: string, values?: Record<string, unknown>): string {
  try {
    return instance._(key, withNumbers(instance.locale, values));
  } catch {
    // A value the message cannot take: the message as written beats a broken page.
    return instance.siteText?.messages[key] ?? key;
  }
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The words in the current language: `t(key, values)`; `rich('hero.text', { hindi: <span
 * lang="hi">हिन्दी</span> })` for a message with React elements as values (the hero's native names
 * keep their own `lang` and font); `language`, the language they are in.
 */
export function useTranslation(): { t: Translate; rich: (key: string, values: Record<string, ReactNode>) => ReactNode; language: string } {
  // Lingui's provider gives a new context whenever the words change (a language, or new words for it).
  const context = useLingui();
  return useMemo(() => {
    const i18n = context.i18n as SiteI18n;
    const language = i18n.locale;
    return {
      t: (key: string, values?: Record<string, unknown>) => translate(i18n, key, values),
      rich: (key: string, values: Record<string, ReactNode>) => createElement(Trans, { id: key, values: withNumbers(language, values) }),
      language,
    };
  }, [context]);
}
