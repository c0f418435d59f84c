/**
 * The reader's language: a code kept in localStorage `selectedLanguage` (default `en`). A stored
 * code the server no longer offers falls back to `en`. Queries include the code, so choosing a
 * language re-fetches the lists in it.
 */
import type { PublicLanguage } from '@contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLanguages } from '../api/languages';
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

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return state;
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setCode] = useState(() => readStorage(STORAGE_KEYS.selectedLanguage) || DEFAULT_LANGUAGE);
  const { data: languages = [], isLoading, isSuccess, isError } = useLanguages();

  const setLanguage = useCallback((code: string) => {
    setCode(code);
    writeStorage(STORAGE_KEYS.selectedLanguage, code);
  }, []);

  useEffect(() => {
    if (isSuccess && !languages.some((l) => l.code === language)) setLanguage(DEFAULT_LANGUAGE);
  }, [isSuccess, languages, language, setLanguage]);

  const offered = !isSuccess || languages.some((l) => l.code === language);
  const confirmed = offered ? language : DEFAULT_LANGUAGE;
  const ready = isSuccess || isError;

  useEffect(() => {
    document.documentElement.lang = confirmed === 'hi-en' ? 'hi-Latn' : confirmed;
  }, [confirmed]);

  const value = useMemo(
    () => ({ language: confirmed, setLanguage, languages, isLoading, ready, current: languages.find((l) => l.code === confirmed) }),
    [confirmed, setLanguage, languages, isLoading, ready],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
