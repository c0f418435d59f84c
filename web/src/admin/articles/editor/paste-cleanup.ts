/**
 * Pasted HTML from Google Docs, Word and web pages, reduced to its structure before the editor
 * parses it: headings, lists, links, bold, italic and tables stay; inline styles, fonts, colours,
 * classes, ids (Docs' `docs-internal-guid-…`), spans and Office markup go.
 *
 * - Docs writes bold and italic as styles on spans (`font-weight:700`, `font-style:italic`) and
 *   wraps everything in `<b style="font-weight:normal">`: styles become <strong>/<em>, the wrapper
 *   is unwrapped.
 * - Word (desktop) writes lists as paragraphs with `mso-list:l0 level1` styles and a bullet or
 *   number in a `mso-list:Ignore` span: they become <ul>/<ol>, nested by level.
 */
const KEEP_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'type'],
  code: ['class'],
  video: ['src', 'poster', 'controls'],
  source: ['src', 'type'],
  abbr: ['title'],
};
// Chrome adds the interchange <br> at the end of a copied selection: it is not in the document.
const DROP_ELEMENTS = 'style, script, meta, link, title, xml, o\\:p, colgroup, col, br.Apple-interchange-newline';

const isBold = (weight: string) => /^(bold|bolder|[6-9]00)$/.test(weight.trim());

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;
  for (const el of body.querySelectorAll(DROP_ELEMENTS)) el.remove();
  removeComments(body);
  wordLists(doc);

  // Docs' outer <b style="font-weight:normal" id="docs-internal-guid-…">: not bold at all.
  for (const b of body.querySelectorAll('b')) if (/font-weight:\s*(normal|400)/.test(b.getAttribute('style') ?? '')) unwrap(b);

  for (const el of [...body.querySelectorAll<HTMLElement>('*')]) {
    const style = el.style;
    // Headings and header cells are bold already: a bold span in them is the look, not emphasis.
    const bold = isBold(style.fontWeight) && !el.closest('h1, h2, h3, h4, h5, h6, th, b, strong');
    const italic = style.fontStyle === 'italic' && !el.closest('i, em');
    if (bold || italic) wrapChildren(el, bold, italic);
    const keep = KEEP_ATTRIBUTES[el.tagName.toLowerCase()] ?? [];
    for (const name of el.getAttributeNames()) if (!keep.includes(name)) el.removeAttribute(name);
  }
  // Spans, fonts and Docs' layout <div>s carry nothing once their styles are gone.
  for (const el of [...body.querySelectorAll('span, font, div')]) unwrap(el);
  return body.innerHTML;
}

function wrapChildren(el: HTMLElement, bold: boolean, italic: boolean): void {
  let inner: HTMLElement = el;
  for (const [on, tag] of [
    [bold, 'strong'],
    [italic, 'em'],
  ] as const) {
    if (!on) continue;
    const wrapper = el.ownerDocument.createElement(tag);
    while (inner.firstChild) wrapper.appendChild(inner.firstChild);
    inner.appendChild(wrapper);
    inner = wrapper;
  }
}

function unwrap(el: Element): void {
  el.replaceWith(...el.childNodes);
}

function removeComments(root: Node): void {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const c of comments) c.parentNode?.removeChild(c);
}

/** Word's list paragraphs (`mso-list:l0 level2 lfo1`) into nested <ul>/<ol>. */
function wordLists(doc: Document): void {
  const listOf = (p: Element) => /mso-list:\s*(l\d+)\s+level(\d+)/i.exec(p.getAttribute('style') ?? '');
  const paragraphs = [...doc.body.querySelectorAll('p')].filter((p) => listOf(p));
  let stack: HTMLElement[] = [];
  let previous: Element | null = null;
  let previousList = '';
  for (const p of paragraphs) {
    const [, listId, levelText] = listOf(p)!;
    const level = Number(levelText);
    // The bullet or number Word draws itself; it decides the kind of list.
    const markers = [...p.querySelectorAll('span')].filter((s) => /mso-list:\s*ignore/i.test(s.getAttribute('style') ?? ''));
    const marker = markers.map((m) => m.textContent ?? '').join('').replace(/\s+/g, '');
    for (const m of markers) m.remove();
    const ordered = /^[(]?([0-9]+|[a-z]|[ivxlc]+)[.)]$/i.test(marker);
    // A paragraph that does not follow the previous list paragraph, or is in another of Word's lists, starts a new list.
    if (previous === null || p.previousElementSibling !== previous || listId !== previousList) stack = [];
    previousList = listId!;
    while (stack.length > level) stack.pop();
    while (stack.length < level) {
      const list = doc.createElement(ordered ? 'ol' : 'ul');
      const parentItem = stack.at(-1)?.lastElementChild;
      if (parentItem) parentItem.appendChild(list);
      else p.before(list);
      stack.push(list);
    }
    const item = doc.createElement('li');
    while (p.firstChild) item.appendChild(p.firstChild);
    stack.at(-1)!.appendChild(item);
    previous = p;
    // Kept in place (emptied) until the next paragraph is compared with it.
    p.replaceChildren();
    p.setAttribute('data-word-list', '');
  }
  for (const p of doc.body.querySelectorAll('p[data-word-list]')) p.remove();
}
