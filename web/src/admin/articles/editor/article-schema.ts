/**
 * The editor's document schema: every element and attribute the server's sanitiser keeps
 * (functions/src/services/article-html.ts), and nothing it would drop, so what the editor saves
 * passes the sanitiser unchanged and a stored article opened and saved keeps its meaning.
 * Tiptap's defaults are narrowed where they would write what the sanitiser removes (inline
 * styles and <colgroup> on tables, a link's class, `target` on every link) and widened where
 * stored HTML has more (headings 1 to 6, images with their size, <figure>, <video>, embeds).
 */
import { Mark, Node, type Extensions } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { EMBED_HOSTS } from '@contract';

/** The URLs the sanitiser keeps in href and src: http(s), mailto (links only) and paths on this site. */
export function isAllowedUrl(url: string, tag: 'a' | 'img' | 'iframe' = 'a'): boolean {
  const value = url.trim();
  if (value.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (tag === 'iframe') {
    if (scheme !== 'https') return false;
    try {
      return EMBED_HOSTS.includes(new URL(value).hostname);
    } catch {
      return false;
    }
  }
  if (!scheme) return value !== '';
  return scheme === 'http' || scheme === 'https' || (tag === 'a' && scheme === 'mailto');
}

/** An attribute copied as it is, left out when absent. */
const plain = (name: string) => ({ default: null, parseHTML: (el: HTMLElement) => el.getAttribute(name) });
/** A boolean attribute (`controls`, `muted`): kept as the empty string the sanitiser writes. */
const flag = (name: string) => ({
  default: null,
  parseHTML: (el: HTMLElement) => (el.hasAttribute(name) ? '' : null),
  renderHTML: (attrs: Record<string, unknown>) => (attrs[name] === null ? {} : { [name]: '' }),
});
const none = { default: null, parseHTML: () => null, renderHTML: () => ({}) };

const ArticleLink = Link.extend({
  // Tiptap links every address-like text in a paste, re-pointing a link whose text is a domain
  // (Docs' <a href="https://ethereum.org/en/staking/">ethereum.org</a> became http://ethereum.org).
  addPasteRules: () => [],
  addAttributes() {
    return {
      href: plain('href'),
      target: plain('target'),
      // The sanitiser gives every link that opens a new tab this rel (and only those need one).
      rel: {
        default: null,
        parseHTML: (el: HTMLElement) => el.getAttribute('rel'),
        renderHTML: (attrs: Record<string, unknown>) =>
          attrs.target === '_blank' ? { rel: 'noopener noreferrer' } : attrs.rel ? { rel: attrs.rel } : {},
      },
      title: plain('title'),
      name: plain('name'),
      class: none,
    };
  },
}).configure({
  openOnClick: false,
  // Autolink would also re-point a pasted link whose text looks like another address (Docs' "ethereum.org").
  autolink: false,
  linkOnPaste: true,
  defaultProtocol: 'https',
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => isAllowedUrl(url, 'a'),
});

/** A paragraph holding one image and nothing else: stored articles put images in paragraphs or not. */
function loneImage(el: HTMLElement): HTMLElement | null {
  if (el.tagName !== 'P') return el;
  const only = el.children.length === 1 && el.firstElementChild?.tagName === 'IMG' && !el.textContent?.trim();
  return only ? (el.firstElementChild as HTMLElement) : null;
}
const imageAttribute = (name: string) => ({ default: null, parseHTML: (el: HTMLElement) => loneImage(el)?.getAttribute(name) ?? null });

/**
 * A picture. `inParagraph` keeps `<p><img></p>` as it was written (a block image would otherwise
 * split the paragraph and leave an empty one before it).
 */
export const ArticleImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: imageAttribute('src'),
      alt: imageAttribute('alt'),
      title: imageAttribute('title'),
      width: imageAttribute('width'),
      height: imageAttribute('height'),
      loading: imageAttribute('loading'),
      inParagraph: { default: false, parseHTML: (el: HTMLElement) => el.tagName === 'P', renderHTML: () => ({}) },
    };
  },
  parseHTML() {
    const allowed = (el: HTMLElement) => isAllowedUrl(loneImage(el)?.getAttribute('src') ?? '', 'img');
    return [
      { tag: 'p', priority: 60, getAttrs: (el) => (loneImage(el) && allowed(el) ? null : false) },
      { tag: 'img[src]', getAttrs: (el) => (allowed(el) ? null : false) },
    ];
  },
  renderHTML({ node, HTMLAttributes }) {
    return node.attrs.inParagraph ? ['p', ['img', HTMLAttributes]] : ['img', HTMLAttributes];
  },
});

const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: '(image | video | embed) figcaption?',
  draggable: true,
  parseHTML: () => [{ tag: 'figure' }],
  renderHTML: () => ['figure', 0],
});

const Figcaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  parseHTML: () => [{ tag: 'figcaption' }],
  renderHTML: () => ['figcaption', 0],
});

/** A YouTube or Vimeo player: only the hosts the sanitiser allows are parsed; others are dropped as it would. */
export const VideoEmbed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: plain('src'),
      width: plain('width'),
      height: plain('height'),
      title: plain('title'),
      allow: plain('allow'),
      allowfullscreen: flag('allowfullscreen'),
      loading: plain('loading'),
      referrerpolicy: plain('referrerpolicy'),
    };
  },
  parseHTML() {
    return [{ tag: 'iframe[src]', getAttrs: (el) => (isAllowedUrl(el.getAttribute('src') ?? '', 'iframe') ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['iframe', HTMLAttributes];
  },
});

interface VideoSource {
  src: string;
  type: string | null;
}

/** A clip hosted here or over https, with its <source> alternatives. */
const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: plain('src'),
      poster: plain('poster'),
      width: plain('width'),
      height: plain('height'),
      preload: plain('preload'),
      controls: flag('controls'),
      muted: flag('muted'),
      loop: flag('loop'),
      playsinline: flag('playsinline'),
      sources: {
        default: [],
        parseHTML: (el: HTMLElement) =>
          [...el.querySelectorAll('source[src]')]
            .map((s): VideoSource => ({ src: s.getAttribute('src')!, type: s.getAttribute('type') }))
            .filter((s) => isAllowedUrl(s.src, 'img')),
        renderHTML: () => ({}),
      },
    };
  },
  parseHTML: () => [{ tag: 'video' }],
  renderHTML({ node, HTMLAttributes }) {
    const sources = (node.attrs.sources as VideoSource[]).map((s) => ['source', s.type ? { src: s.src, type: s.type } : { src: s.src }]);
    return ['video', HTMLAttributes, ...sources] as unknown as ['video', Record<string, string>];
  },
});

/** Inline elements the sanitiser keeps that have no button: kept as they are, not unwrapped. */
const keptInline = ['sub', 'sup', 'mark', 'small', 'kbd', 'abbr', 'q', 'cite', 'dfn', 'var', 'samp'].map((tag) =>
  Mark.create({
    name: `inline-${tag}`,
    addAttributes: () => (tag === 'abbr' ? { title: plain('title') } : {}),
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  }),
);

const spanAttribute = (name: 'colspan' | 'rowspan') => ({
  default: 1,
  parseHTML: (el: HTMLElement) => Number(el.getAttribute(name) ?? 1) || 1,
  renderHTML: (attrs: Record<string, unknown>) => (Number(attrs[name]) > 1 ? { [name]: String(attrs[name]) } : {}),
});
// Widths and alignment are inline styles, which the sanitiser drops: not kept, not written.
const cellAttributes = () => ({ colspan: spanAttribute('colspan'), rowspan: spanAttribute('rowspan'), colwidth: none });

export function articleExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      link: false,
      // An empty paragraph after the last table or image would be saved with every article.
      trailingNode: false,
    }),
    ArticleLink,
    ArticleImage,
    Figure,
    Figcaption,
    VideoEmbed,
    Video,
    ...keptInline,
    Table.extend({ renderHTML: () => ['table', ['tbody', 0]] }).configure({ resizable: false }),
    TableRow,
    TableHeader.extend({ addAttributes: () => ({ ...cellAttributes(), scope: plain('scope') }) }),
    TableCell.extend({ addAttributes: cellAttributes }),
  ];
}
