/** Reader routes and languages as the server-rendered pages read them: paths to routes, canonical paths, ?lang, language tags. */
import { describe, expect, it } from 'vitest';
import { clip, selectLanguage } from '../../functions/src/pages/head.js';
import { matchReaderRoute, routePath } from '../../functions/src/pages/routes.js';
import { languageTag, ogLocale } from '../../functions/src/pages/urls.js';
import { LANGUAGES } from '../helpers/page-head.js';

describe('routes and languages', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/education', { kind: 'category', category: 'education' }],
    ['/Research/', { kind: 'category', category: 'research' }],
    ['/case-study', { kind: 'category', category: 'case-study' }],
    ['/articles', { kind: 'articles' }],
    ['/article/bitcoin-halving', { kind: 'article', slug: 'bitcoin-halving' }],
    ['/article/caf%C3%A9', { kind: 'article', slug: 'café' }],
    ['/advertise', { kind: 'advertise' }],
    ['/article/', { kind: 'not-found' }],
    ['/article/a/b', { kind: 'not-found' }],
    ['/article/%E0%A4', { kind: 'not-found' }],
    ['/admin', { kind: 'not-found' }],
    ['/nope', { kind: 'not-found' }],
  ])('%s is %o', (path, route) => expect(matchReaderRoute(path)).toEqual(route));

  it('gives each route one canonical path', () => {
    expect(routePath(matchReaderRoute('/Education/'))).toBe('/education');
    expect(routePath({ kind: 'not-found' })).toBeNull();
  });

  it('selects ?lang when the site offers it (any case), else the default', () => {
    expect(selectLanguage('hi', LANGUAGES)).toBe('hi');
    expect(selectLanguage(' HI-EN ', LANGUAGES)).toBe('hi-en');
    expect(selectLanguage('kn', LANGUAGES)).toBe('en');
    expect(selectLanguage(null, LANGUAGES)).toBe('en');
  });

  it('maps codes to language tags and Open Graph locales, with a fallback for codes it does not know', () => {
    expect(languageTag('hi-en')).toBe('hi-Latn');
    expect(languageTag('pt-br')).toBe('pt-BR');
    expect(ogLocale('en')).toBe('en_IN');
    expect(ogLocale('hi-en')).toBe('hi_IN');
    expect(ogLocale('fr')).toBe('fr_IN');
    expect(ogLocale('pt-br')).toBe('pt_BR');
  });

  it('clips a long description at a word', () => {
    const text = clip('word '.repeat(100));
    expect(text.length).toBeLessThanOrEqual(300);
    expect(text).toMatch(/word…$/);
  });
});
