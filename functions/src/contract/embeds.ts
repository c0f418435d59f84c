/**
 * The video players article HTML may embed (<iframe>), and how a link an editor pastes becomes one.
 * Shared by the server's sanitiser (article-html.ts), the pages' frame-src, and the console's
 * editor, so the editor only ever offers an embed the server keeps.
 */
export const EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The player URL for a YouTube or Vimeo link (a watch page, a short link, a Short, an embed URL),
 * or null. YouTube plays from its privacy-enhanced host: no cookies until the reader presses play.
 */
export function embedUrlOf(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (host === 'youtu.be') youtube = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') youtube = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) youtube = parts[1];
  }
  if (youtube && YOUTUBE_ID.test(youtube)) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parts.find((p) => /^\d{3,12}$/.test(p));
    if (id) return `https://player.vimeo.com/video/${id}`;
  }
  return null;
}
