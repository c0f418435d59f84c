/** A valid BCP 47 tag for a language code of ours: Hinglish (hi-en) is Hindi in Latin script. */
export const langTag = (code: string) => (code === 'hi-en' ? 'hi-Latn' : code);
