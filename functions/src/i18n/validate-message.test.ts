import { describe, expect, it } from 'vitest';
import { validateMessage } from './validate-message.js';

describe('validateMessage', () => {
  it('accepts a translation with the same arguments, plural branches reworded', () => {
    expect(validateMessage('{count, plural, one {# view} other {# views}}', '{count, plural, other {# बार देखा गया}}')).toEqual({ ok: true });
    expect(validateMessage('Showing {shown, number} of {total, number} articles', '{total, number} में से {shown, number} लेख')).toEqual({ ok: true });
    expect(validateMessage('Article Not Found', 'लेख नहीं मिला')).toEqual({ ok: true });
  });

  it('refuses ICU that does not parse', () => {
    const check = validateMessage('Search: {query}', 'खोज: {query');
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toMatch(/^Not valid ICU MessageFormat/);
  });

  it('refuses a missing, renamed or extra placeholder', () => {
    expect(validateMessage('By {author}', 'लेखक')).toMatchObject({ ok: false, reason: 'The placeholders must be those of English: {author} (found none)' });
    expect(validateMessage('By {author}', 'लेखक: {लेखक}')).toMatchObject({ ok: false });
    expect(validateMessage('Video: {title}', 'वीडियो: {title} {extra}')).toMatchObject({ ok: false });
  });

  it('refuses an argument used as another kind (a plural turned into plain text)', () => {
    expect(validateMessage('{count, plural, one {# view} other {# views}}', '{count} views')).toMatchObject({ ok: false });
  });

  it('refuses an empty translation', () => {
    expect(validateMessage('Save', '  ')).toEqual({ ok: false, reason: 'The message is empty' });
  });
});
