/**
 * How a stored secret (the OpenAI key, a Telegram bot token) is shown once saved: `{head}...{tail}`
 * with a few of its characters, and only when enough stay hidden. A short secret's "last four"
 * were most of it (a 9-character token's mask showed the whole token), so below
 * SECRET_MASK_MIN_HIDDEN hidden characters nothing of it is shown (real keys and tokens hide 30 and more).
 */
export const SECRET_MASK_MIN_HIDDEN = 8;

export function maskSecret(secret: string, head: number, tail: number): string {
  if (secret.length - head - tail < SECRET_MASK_MIN_HIDDEN) return '...';
  return `${secret.slice(0, head)}...${tail ? secret.slice(-tail) : ''}`;
}

/**
 * Whether a value looks like a mask rather than a secret (an ellipsis, three dots or asterisks,
 * bullets): no OpenAI key or bot token holds these. Only the exact mask the server sent keeps the
 * stored secret; any other mask-like value is refused, never stored as the secret.
 */
export function looksMasked(value: string): boolean {
  return /\.\.\.|\u2026|\*{3}|[\u2022\u25CF]/.test(value);
}
