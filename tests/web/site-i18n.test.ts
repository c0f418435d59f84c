// @vitest-environment happy-dom
/**
 * The reader site's words through Lingui (web/src/shared/i18n.tsx) from the form the server
 * compiles (functions/src/i18n/compile-messages.ts), as a reader sees them: each language's
 * plural rules with lakh-grouped Latin digits, parameters, elements inside a message, English
 * for a key without a text, the same words at hydration, and a language switch re-rendering at once.
 */
import { act, createElement, Fragment, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import type { SiteText } from '../../functions/src/contract/index.js';
import { compileSiteText } from '../../functions/src/i18n/compile-messages.js';
import { siteMessages } from '../../functions/src/i18n/site-messages.js';
import { applySiteText, createSiteI18n, translate, useTranslation, type SiteI18n } from '../../web/src/shared/i18n.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const text = async (code: string) => compileSiteText(code, await siteMessages(code));
const words = async (code: string) => {
  const i18n = createSiteI18n(await text(code));
  return (key: string, values?: Record<string, unknown>) => translate(i18n, key, values);
};

describe('messages', () => {
  it('plurals follow each language, numbers are Latin digits grouped in lakhs', async () => {
    const en = await words('en');
    expect(en('card.views', { count: 0 })).toBe('0 views');
    expect(en('card.views', { count: 1 })).toBe('1 view');
    expect(en('card.views', { count: 101408 })).toBe('1,01,408 views');
    expect(en('articles.showing', { shown: 24, total: 101408 })).toBe('Showing 24 of 1,01,408 articles');

    // Kannada: CLDR gives it Western grouping, the site lakhs; and its "one" takes 0 too.
    const kn = await words('kn');
    expect(kn('card.views', { count: 101408 })).toBe('1,01,408 ವೀಕ್ಷಣೆಗಳು');
    expect(kn('card.views', { count: 0 })).toBe('0 ವೀಕ್ಷಣೆ');
    expect(kn('card.views', { count: 1 })).toBe('1 ವೀಕ್ಷಣೆ');
    expect(kn('articles.showing', { shown: 24, total: 1234567 })).toBe('12,34,567 ಲೇಖನಗಳಲ್ಲಿ 24 ತೋರಿಸಲಾಗುತ್ತಿದೆ');

    // Bengali's own digits are not used: one set of digits on the page.
    const bn = await words('bn');
    expect(bn('card.views', { count: 101408 })).toMatch(/^1,01,408 /);
  });

  it('fills parameters; a language without a catalogue reads English; an unknown key shows as itself', async () => {
    const hi = await words('hi');
    expect(hi('site.pageTitle', { page: 'अनुसंधान' })).toBe('अनुसंधान | CryptoLekh');
    const te = await words('te');
    expect(te('articles.empty')).toBe('No articles found');
    expect(te('no.such.key')).toBe('no.such.key');
  });

  it('a message it cannot format with the values given shows as written, not a broken page', () => {
    const message = 'Updated {when, date, short}';
    const i18n = createSiteI18n(compileSiteText('en', { 'x.updated': message }));
    expect(translate(i18n, 'x.updated', { when: 'not a date' })).toBe(message);
  });

  it('a quoted brace and a `#` outside a plural are text', () => {
    const i18n = createSiteI18n(compileSiteText('en', { 'x.quote': "Type '{name}' here, #1 {n, plural, one {# item} other {# items}}" }));
    expect(translate(i18n, 'x.quote', { n: 2000 })).toBe('Type {name} here, #1 2,000 items');
  });
});

function Words(): ReactNode {
  const { t, rich, language } = useTranslation();
  return createElement(
    'p',
    { lang: language },
    t('card.views', { count: 1500 }),
    ' / ',
    rich('hero.text', {
      hindi: createElement('b', { lang: 'hi' }, 'हिन्दी'),
      bengali: createElement('b', { lang: 'bn' }, 'বাংলা'),
      kannada: createElement('b', { lang: 'kn' }, 'ಕನ್ನಡ'),
    }),
  );
}
const app = (i18n: SiteI18n) => createElement(I18nProvider, { i18n }, createElement(Fragment, null, createElement(Words)));

describe('in the page', () => {
  it('the server render and the browser hydrate to the same words, and switching language re-renders at once', async () => {
    const en: SiteText = await text('en');
    const html = renderToString(app(createSiteI18n(en)));
    expect(html).toContain('1,500 views');
    expect(html).toContain('in English, <b lang="hi">हिन्दी</b>, <b lang="bn">বাংলা</b>, Hinglish, <b lang="kn">ಕನ್ನಡ</b> and more.');

    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const problems: unknown[] = [];
    const browser = createSiteI18n(en);
    await act(async () => {
      hydrateRoot(root, app(browser), { onRecoverableError: (e) => problems.push(e) });
    });
    expect(problems).toEqual([]);
    expect(root.innerHTML).toBe(html);

    // The same text again changes nothing; another language's re-renders the words there and then.
    applySiteText(browser, en);
    const kn = await text('kn');
    await act(async () => applySiteText(browser, kn));
    expect(root.querySelector('p')!.getAttribute('lang')).toBe('kn');
    expect(root.textContent).toContain('1,500 ವೀಕ್ಷಣೆಗಳು');
    expect(root.querySelector('b[lang="kn"]')!.textContent).toBe('ಕನ್ನಡ');
  });
});
