/**
 * The one seam through which rendering gets a language's site text: English, overlaid with the
 * language's shipped catalogue and with the texts stored for it (AI-made, or edited in the
 * console's Site text screen; services/site-text-catalogue.ts says in which order, and why). A
 * language with none, or a key it lacks, reads English. Kept per instance like the other reader
 * data: a catalogue changes with a deploy, and an edit here moves the change signal, which drops it.
 */
import { changeSignal } from '../data/change-signal.js';
import { ShortLivedCache } from '../data/short-lived-cache.js';
import type { SiteText } from '../contract/site-text.js';
import { ENGLISH_CATALOGUE, type Catalogue } from './catalogues.js';
import { compileSiteText } from './compile-messages.js';
import { mergeSiteTexts, type SiteMessagesSource } from '../services/site-text-catalogue.js';

/** English overlaid with `code`'s texts: the ones `source` stores (a runtime's site text service), or without one (a unit test) the shipped catalogue alone. */
export async function siteMessages(code: string, source?: SiteMessagesSource): Promise<Catalogue> {
  if (code === 'en') return { ...ENGLISH_CATALOGUE };
  return overlayCatalogue(ENGLISH_CATALOGUE, source ? await source.messagesFor(code) : mergeSiteTexts(code, {}));
}

/** English with a language's messages over it, key by key: a key it lacks (or leaves empty) reads English; a key English lacks is dropped. */
export function overlayCatalogue(english: Readonly<Catalogue>, translated: Readonly<Catalogue> | undefined): Catalogue {
  const merged: Catalogue = { ...english };
  if (!translated) return merged;
  for (const key of Object.keys(english)) {
    const message = translated[key];
    if (typeof message === 'string' && message.trim() !== '') merged[key] = message;
  }
  return merged;
}

const SITE_TEXT_TTL_MS = 60_000;

/**
 * `siteMessages` with the parsed form the browser formats (compile-messages.ts), kept a minute by
 * the runtime that owns it (one per instance; one per host in a test process, so a host never
 * answers with what another host, or its closed database, read).
 */
export class ReaderSiteText {
  private readonly kept = new ShortLivedCache<Promise<SiteText>>(200, SITE_TEXT_TTL_MS);

  constructor(private readonly source: SiteMessagesSource) {}

  siteText(code: string): Promise<SiteText> {
    const now = Date.now();
    const cached = this.kept.get(code, now);
    if (cached) return cached;
    const value = siteMessages(code, this.source).then((messages) => compileSiteText(code, messages));
    const entry = this.kept.keep(code, value, changeSignal.mark(), now);
    value.then(
      () => this.kept.settled(entry),
      () => this.kept.failed(entry),
    );
    return value;
  }
}
