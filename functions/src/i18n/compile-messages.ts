/**
 * A language's site text as the pages get it: the messages (key → ICU string) and, for those that
 * are more than plain text, their parsed form (formatjs' AST, as JSON). The browser formats the
 * parsed form with intl-messageformat's own formatter and never parses ICU itself: formatjs'
 * parser would cost every page about 4 KiB of gzip JavaScript, and compiling messages to code is
 * ruled out by the Content-Security-Policy (no eval).
 */
import type { SiteText } from '../contract/site-text.js';
import { parseMessage } from './validate-message.js';
import type { Catalogue } from './catalogues.js';

export function compileSiteText(language: string, messages: Catalogue): SiteText {
  const compiled: SiteText['compiled'] = {};
  for (const message of new Set(Object.values(messages))) {
    // Plain text (no argument, no quote) needs no formatting: the page shows the string itself.
    if (!/[{}']/.test(message)) continue;
    try {
      compiled[message] = parseMessage(message);
    } catch {
      // Stored messages are validated before they are kept; one that is not shows as written.
    }
  }
  return { language, messages, compiled };
}
