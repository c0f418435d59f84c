/**
 * The one seam reader pages use for a language's interface texts: English, overlaid by the
 * language's shipped catalogue and by what the console and the AI stored
 * (services/site-text-catalogue.ts says in which order, and why), kept a minute per instance.
 */
import type { Catalogue } from './catalogues.js';
import { storedSiteMessages } from '../services/site-text-catalogue.js';

export function siteMessages(code: string): Promise<Catalogue> {
  return storedSiteMessages(code);
}
