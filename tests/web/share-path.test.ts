/** The link the article page's Share button hands out (issue 14: shared links carry a non-default language). */
import { describe, expect, it } from 'vitest';
import { articleSharePath } from '../../web/src/reader/article/share-path.js';

describe('the shared link', () => {
  it('is the article in the language being read, so it opens in that language for anyone', () => {
    expect(articleSharePath('bitcoin-halving', 'hi')).toBe('/article/bitcoin-halving?lang=hi');
    expect(articleSharePath('bitcoin-halving', 'hi-en')).toBe('/article/bitcoin-halving?lang=hi-en');
  });

  it('has no ?lang in English, the default (the same URL the server names canonical)', () => {
    expect(articleSharePath('bitcoin-halving', 'en')).toBe('/article/bitcoin-halving');
  });
});
