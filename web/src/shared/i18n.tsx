/**
 * The reader site's words: i18next (lookup, the current language, switching) with react-i18next
 * (components re-render when the language changes), and ICU messages formatted by
 * intl-messageformat's formatter from their parsed form, which the server sends with the messages
 * (functions/src/i18n/compile-messages.ts): the browser never parses ICU, so it needs neither
 * formatjs' parser nor eval. Dates and numbers follow @contract/locale.
 *
 * One instance per server render (requests run side by side) and one in the browser, made from
 * the site text the page was rendered with, so hydration sees the very same words.
 */
import type { SiteText } from '@contract';
import { dateLocale, numberLocale, pluralLocale } from '@contract/locale';
import i18next, { type i18n as I18n } from 'i18next';
import { formatToParts, type Formatters } from 'intl-messageformat/lib/src/formatters.js';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { Fragment, createElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const FORMATS = { number: {}, date: {}, time: {} };

function memo<T>(make: (locale: string, options?: object) => T) {
  const kept = new Map<string, T>();
  return (locale: string, options?: object) => {
    const key = locale + JSON.stringify(options ?? {});
    let value = kept.get(key);
    if (!value) kept.set(key, (value = make(locale, options)));
    return value;
  };
}
const numberFormat = memo((l, o) => new Intl.NumberFormat(l, o));
const pluralRules = memo((l, o) => new Intl.PluralRules(l, o));
const dateTimeFormat = memo((l, o) => new Intl.DateTimeFormat(l, o));

/** Numbers in the site's number locale, plurals by the language's rules (see @contract/locale). */
function formattersFor(code: string): Formatters {
  return {
    getNumberFormat: (_l: unknown, o?: Intl.NumberFormatOptions) => numberFormat(numberLocale(code), o),
    getPluralRules: (_l: unknown, o?: Intl.PluralRulesOptions) => pluralRules(pluralLocale(code), o),
    getDateTimeFormat: (_l: unknown, o?: Intl.DateTimeFormatOptions) => dateTimeFormat(dateLocale(code) ?? 'en-US', o),
  } as unknown as Formatters;
}

/**
 * Parsed messages, by message: a message's parsed form is the same in every language and request,
 * so one map serves every instance (the server's per-request ones too); it grows only with the
 * catalogues' distinct messages.
 */
const PARSED = new Map<string, MessageFormatElement[]>();

function addParsed(compiled: SiteText['compiled'] | undefined) {
  for (const [message, ast] of Object.entries(compiled ?? {})) PARSED.set(message, ast as MessageFormatElement[]);
}

/** A message formatted with the call's values, from its parsed form when it has one (else it is plain text). */
function formatParts(message: string, code: string, values: Record<string, unknown>): unknown[] {
  const ast = PARSED.get(message);
  if (!ast) return [message];
  try {
    return formatToParts(ast, code, formattersFor(code), FORMATS, values as never, undefined, message).map((p) => p.value as unknown);
  } catch {
    // A value the page did not pass: the message as written beats a broken page.
    return [message];
  }
}

/** i18next's message formatter (an i18nFormat module). */
const PARSED_ICU_FORMAT = {
  type: 'i18nFormat',
  parse: (res: unknown, options: Record<string, unknown>, lng: string) => (typeof res === 'string' ? formatParts(res, lng, options).join('') : res),
  /** Keys are looked up as they are: plurals live inside the ICU message, not in `_one`/`_other` keys. */
  addLookupKeys: (finalKeys: string[]) => finalKeys,
};

export function createSiteI18n(text: SiteText): I18n {
  addParsed(text.compiled);
  const instance = i18next.createInstance({
    lng: text.language,
    fallbackLng: false,
    resources: { [text.language]: { translation: text.messages } },
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  instance.use(PARSED_ICU_FORMAT as never);
  void instance.init();
  return instance;
}

/** Makes a language's text current (the chrome re-renders at once). */
export async function applySiteText(instance: I18n, text: SiteText): Promise<void> {
  addParsed(text.compiled);
  instance.addResourceBundle(text.language, 'translation', text.messages, true, true);
  if (instance.language !== text.language) await instance.changeLanguage(text.language);
}

/**
 * A message with React elements as values (the hero's native names keep their own `lang` and
 * font): `rich('hero.text', { hindi: <span lang="hi">हिन्दी</span> })`.
 */
export function useRichText() {
  const { t, i18n } = useTranslation();
  const rich = (key: string, values: Record<string, ReactNode>): ReactNode => {
    const message = (i18n.getResource(i18n.language, 'translation', key) as string | undefined) ?? key;
    const parts = formatParts(message, i18n.language, values);
    return parts.map((p, i) => createElement(Fragment, { key: i }, p as ReactNode));
  };
  return { t, rich };
}
