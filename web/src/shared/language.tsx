/**
 * The reader's language: a code kept in localStorage `selectedLanguage` (default `en`). A stored
 * code the server no longer offers falls back to `en`. Queries include the code, so choosing a
 * language re-fetches the lists in it. A link may name the language (`?lang=hi`: Telegram posts
 * link to articles so); a language it names that the site offers becomes the reader's choice.
 *
 * A server-rendered page was rendered in `initial` (the link's language when the site offers it,
 * else English: the server knows no storage). The first render in the browser uses it too, so the
 * page hydrates as it was sent; right after, a stored choice that differs takes over (unless the
 * link named the language).
 */
import type { PublicLanguage } from '@contract';
import { languageTagOf, textDirection } from '@contract/locale';
import { scriptOf } from '@contract/indic-scripts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useLanguages } from '../api/languages';
import { useSiteText } from '../api/site-text';
import { applySiteText, type SiteI18n } from './i18n';
import { languageFromLink, storedLanguageToApply } from './language-choice';
import { setCurrentReaderLanguage } from './reader-language';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

interface LanguageState {
  language: string;
  setLanguage(code: string): void;
  languages: PublicLanguage[];
  isLoading: boolean;
  /** False until the language list has answered: lists wait, so they are fetched once, in the right language. */
  ready: boolean;
  current: PublicLanguage | undefined;
}

export const DEFAULT_LANGUAGE = 'en';

const LanguageContext = createContext<LanguageState | null>(null);
const SettledContext = createContext(true);

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return state;
}

/**
 * False on a server-rendered page until the reader's stored choice has been applied after
 * hydrating (the page may switch from the server's language to it): what counts a page view waits.
 * A context of its own: its turning true right after hydrating re-renders only what reads it, not
 * every user of the language (the whole page, a long task on a phone).
 */
export function useLanguageSettled(): boolean {
  return useContext(SettledContext);
}

/**
 * The script text in the language `code` is marked with (`data-script`, indic-fonts.css), or
 * undefined (the text takes its page's) outside the reader site or for a language not listed.
 */
export function useScriptOf(code: string): string | undefined {
  const nativeName = useContext(LanguageContext)?.languages.find((l) => l.code === code)?.nativeName;
  return nativeName === undefined ? undefined : scriptOf(nativeName);
}

/**
 * The reader's language code, or undefined outside the reader site (the console's ad preview
 * renders reader components without a LanguageProvider).
 */
export function useLanguageCodeIfAny(): string | undefined {
  return useContext(LanguageContext)?.language;
}

export { languageFromLink } from './language-choice';

export function LanguageProvider({ children, initial }: { children: ReactNode; initial?: string }) {
  const [linked] = useState(() => (typeof window === 'undefined' ? null : languageFromLink(window.location.search)));
  const [language, setCode] = useState(() => initial ?? linked ?? (readStorage(STORAGE_KEYS.selectedLanguage) || DEFAULT_LANGUAGE));
  const { data: languages = [], isLoading, isSuccess, isError } = useLanguages();

  // After hydrating a server-rendered page: the stored choice, unless the page is in the link's language.
  const [hydratedFrom] = useState(initial);
  const [settled, setSettled] = useState(initial === undefined);
  useEffect(() => {
    setSettled(true);
    if (hydratedFrom === undefined) return;
    const stored = storedLanguageToApply(hydratedFrom, window.location.search);
    if (stored) setCode(stored);
  }, [hydratedFrom]);

  const setLanguage = useCallback((code: string) => {
    setCode(code);
    writeStorage(STORAGE_KEYS.selectedLanguage, code);
  }, []);

  useEffect(() => {
    if (!isSuccess) return;
    const offers = (code: string | null) => code !== null && languages.some((l) => l.code === code);
    if (offers(language)) {
      if (language === linked) writeStorage(STORAGE_KEYS.selectedLanguage, language);
      return;
    }
    // A link naming a language the site does not offer leaves the reader's own choice alone.
    const stored = readStorage(STORAGE_KEYS.selectedLanguage);
    if (language === linked && offers(stored)) setCode(stored!);
    else setLanguage(DEFAULT_LANGUAGE);
  }, [isSuccess, languages, language, linked, setLanguage]);

  const offered = !isSuccess || languages.some((l) => l.code === language);
  const confirmed = offered ? language : DEFAULT_LANGUAGE;
  const ready = isSuccess || isError;

  // The site's words follow: the language's text is fetched (a server-rendered page came with its
  // own), then the chrome re-renders in it at once; until then it stays in the language it was in.
  const { i18n } = useLingui();
  const { data: text } = useSiteText(confirmed, ready);
  useEffect(() => {
    if (text && text.language === confirmed) applySiteText(i18n as SiteI18n, text);
  }, [text, confirmed, i18n]);

  useEffect(() => {
    setCurrentReaderLanguage(confirmed);
    document.documentElement.lang = languageTagOf(confirmed);
    document.documentElement.dir = textDirection(confirmed);
  }, [confirmed]);
  // The page is marked with its language's script, which chooses the font stack's first fonts
  // (indic-fonts.css), as the server marked it; left as it is until the languages are known, and
  // unmarked when the reader's pages are left (the console has every script's faces).
  const current = languages.find((l) => l.code === confirmed);
  const script = scriptOf(current?.nativeName);
  useEffect(() => {
    if (!isSuccess) return;
    document.documentElement.dataset.script = script;
    return () => void delete document.documentElement.dataset.script;
  }, [isSuccess, script]);

  const value = useMemo(
    () => ({ language: confirmed, setLanguage, languages, isLoading, ready, current }),
    [confirmed, setLanguage, languages, isLoading, ready, current],
  );
  return (
    <LanguageContext.Provider value={value}>
      <SettledContext.Provider value={settled}>{children}</SettledContext.Provider>
    </LanguageContext.Provider>
  );
}
