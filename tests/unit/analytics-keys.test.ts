/**
 * The one function every outside value goes through to become a key of an analytics map
 * (breakdownKey, services/analytics/attributes.ts; issue 37): whatever it is given, what it answers
 * is nothing, or a field name Cloud Firestore accepts. The local database accepts more than
 * Firestore does (reserved `__.*__` names, empty names), so the test checks Firestore's rules itself.
 */
import { describe, expect, it } from 'vitest';
import { breakdownKey } from '../../functions/src/services/analytics/attributes.js';

/** What Cloud Firestore refuses as a field name (firebase.google.com/docs/firestore/quotas#limits), and what it would store garbled. */
function firestoreRefuses(key: string): string | undefined {
  if (key === '') return 'empty';
  if (/^__.*__$/su.test(key)) return 'reserved';
  if (Buffer.byteLength(key, 'utf8') > 1_500) return 'longer than 1,500 bytes';
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(key)) return 'a lone surrogate (not UTF-8)';
  if (/[\p{Cc}]/u.test(key)) return 'a control character';
  return undefined;
}

const HOSTILE: unknown[] = [
  '',
  ' ',
  '\t\n\r ',
  '\u0001',
  '\u0000',
  '\u0000\u0001\u001f\u007f',
  '\u0085\u009f',
  '__',
  '___',
  '____',
  '_____',
  '__x__',
  '__proto__',
  '__name__',
  '__key__',
  ' __x__ ',
  '\u0001__x__\u0001',
  '__\u0001__',
  '_\u0001_x_\u0001_',
  '__\u200b__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '.',
  '..',
  'a.b',
  'a..b',
  'a/b',
  '/',
  '`',
  '`a`',
  'a`b',
  '\\',
  '*',
  '[0]',
  '\ud800',
  '\udc00',
  'x\ud800y',
  '\udc00\ud800',
  '😀'.repeat(120),
  'a' + '😀'.repeat(120),
  'e\u0301',
  '\u202eevil\u202c',
  '\u200b',
  '\ufeff',
  '\u2028\u2029',
  '\ue000',
  'a'.repeat(10_000),
  '\u0800'.repeat(2_000),
  'ক্‌ষ',
  'হিন্দি ক্যাম্পেইন',
  undefined,
  null,
  42,
  {},
];

describe('breakdownKey', () => {
  it('answers nothing, or a key Cloud Firestore accepts, for every hostile value', () => {
    for (const value of HOSTILE) {
      const key = breakdownKey(value);
      if (key === undefined) continue;
      expect(firestoreRefuses(key), JSON.stringify(value)?.slice(0, 40)).toBeUndefined();
      expect([...key].length).toBeLessThanOrEqual(100);
    }
  });

  it('answers nothing, or an acceptable key, for 20,000 random strings of dangerous pieces', () => {
    const pieces = ['_', '__', '\u0000', '\u0001', ' ', '.', '`', '/', '\ud800', '\udc00', '😀', 'a', 'é', '\u202e', '\u200d', '\u0085', 'x'.repeat(60)];
    let seed = 37;
    const random = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    for (let i = 0; i < 20_000; i++) {
      const value = Array.from({ length: random(12) }, () => pieces[random(pieces.length)]).join('');
      const key = breakdownKey(value);
      if (key !== undefined) expect(firestoreRefuses(key), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('keeps what is fine as written, and says what it does to the rest', () => {
    expect(breakdownKey('bbc.co.uk')).toBe('bbc.co.uk');
    expect(breakdownKey('Halving Week')).toBe('Halving Week');
    expect(breakdownKey('a/b`c')).toBe('a/b`c');
    // ZWNJ and ZWJ shape Indic text: kept.
    expect(breakdownKey('ক্‌ষ')).toBe('ক্‌ষ');
    expect(breakdownKey('  two   words\t')).toBe('two words');
    expect(breakdownKey('e\u0301')).toBe('é');
    for (const empty of ['', ' ', '\u0001', '\u0000\u007f', '\u200b\ufeff', '\ud800', undefined, null, 42]) expect(breakdownKey(empty), JSON.stringify(empty)).toBeUndefined();
    expect(breakdownKey('__x__')).toBe('_x__');
    expect(breakdownKey('__proto__')).toBe('_proto__');
    expect(breakdownKey('____')).toBe('_');
    expect(breakdownKey('\u0001__x__\u0001')).toBe('_x__');
    expect(breakdownKey('x\ud800y')).toBe('xy');
    expect(breakdownKey('\u202eevil')).toBe('evil');
    // Cut to 100 characters, never half of one written as two UTF-16 units.
    expect(breakdownKey('a'.repeat(10_000))).toBe('a'.repeat(100));
    expect(breakdownKey('a' + '😀'.repeat(120))).toBe('a' + '😀'.repeat(99));
  });
});
