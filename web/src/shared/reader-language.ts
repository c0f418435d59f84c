/**
 * The language the reader's page is in now, for what runs outside React and reports it (an ad's
 * impression or click, counted whether or not the app has loaded): the server's language until the
 * app's LanguageProvider takes over and keeps it current.
 */
let current: string | undefined;

export function currentReaderLanguage(): string | undefined {
  return current;
}

export function setCurrentReaderLanguage(code: string): void {
  current = code;
}
