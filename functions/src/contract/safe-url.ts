/**
 * The URL rule itself, without zod, so the reader site can check a link without loading any
 * schema code (see url.ts for what it accepts and why).
 */
export const URL_MAX_LENGTH = 2048;

export function isSafeUrl(value: string): boolean {
  if (value.length === 0 || value.length > URL_MAX_LENGTH) return false;
  if (/[\s\p{Cc}\p{Cf}\\]/u.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

