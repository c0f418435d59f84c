/**
 * STAND-IN (issue 23 part 2): the one seam reader pages use for a language's interface texts:
 * English overlaid by the language's shipped catalogue.
 */
import { ENGLISH_CATALOGUE, shippedCatalogue, type Catalogue } from './catalogues.js';

export async function siteMessages(code: string): Promise<Catalogue> {
  return { ...ENGLISH_CATALOGUE, ...shippedCatalogue(code) };
}
