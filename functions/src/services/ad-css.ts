/**
 * The inline CSS an ad's HTML may keep (sanitize-html's allowedStyles: a property not listed is
 * dropped, and so is a value no pattern of its property matches in full). What an ad box needs:
 * colours, fonts, spacing, borders, sizes and flex layout, as the console's templates write them.
 * Never anything that places it outside its box or over the page (position, top/left, z-index,
 * transform, negative margins, viewport units), and no function but colours and linear
 * gradients, so no url() (a tracker), expression() or var(). Property names are matched as
 * written: `POSITION` is not `position`, and is dropped like any unknown property.
 */

const NUMBER = String.raw`\d{1,4}(?:\.\d{1,3})?`;
/** A length that is not negative and not relative to the viewport. */
const LENGTH = String.raw`(?:0|${NUMBER}(?:px|em|rem|%|pt))`;
const HEX = String.raw`#[0-9a-f]{3,8}`;
const COLOR_FN = String.raw`(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/]+\)`;
const COLOR = String.raw`(?:${HEX}|${COLOR_FN}|[a-z]{3,20})`;
const GRADIENT = String.raw`linear-gradient\(\s*(?:\d{1,3}deg|to(?:\s+(?:top|bottom|left|right)){1,2})?(?:\s*,?\s*${COLOR}(?:\s+${LENGTH})?)+\s*\)`;
const BORDER_STYLE = '(?:none|solid|dashed|dotted|double)';

const full = (pattern: string) => new RegExp(`^\\s*(?:${pattern})\\s*$`, 'i');
const words = (...w: string[]) => full(w.join('|'));
/** One to `n` of `token`, separated by spaces. */
const upTo = (token: string, n: number) => full(`${token}(?:\\s+${token}){0,${n - 1}}`);

const color = [full(COLOR)];
const spacing = [upTo(`(?:${LENGTH}|auto)`, 4)];
const size = [full(`${LENGTH}|auto|none|fit-content|max-content|min-content`)];
const border = [upTo(`(?:${LENGTH}|${BORDER_STYLE}|${COLOR})`, 3)];

export const AD_ALLOWED_STYLES: Record<string, RegExp[]> = {
  color,
  background: [full(`${COLOR}|${GRADIENT}`)],
  'background-color': color,
  'background-image': [full(GRADIENT)],
  'font-family': [/^[\w\s,'"-]{1,200}$/],
  'font-size': [full(`${LENGTH}|small|medium|large|x-large|xx-large|smaller|larger`)],
  'font-weight': [words('normal', 'bold', 'bolder', 'lighter', '[1-9]00')],
  'font-style': [words('normal', 'italic', 'oblique')],
  'line-height': [full(`normal|${NUMBER}|${LENGTH}`)],
  'letter-spacing': [full(`normal|${LENGTH}`)],
  'text-align': [words('left', 'right', 'center', 'justify', 'start', 'end')],
  'text-decoration': [words('none', 'underline', 'line-through', 'overline')],
  'text-transform': [words('none', 'uppercase', 'lowercase', 'capitalize')],
  'white-space': [words('normal', 'nowrap', 'pre', 'pre-wrap', 'pre-line')],
  'vertical-align': [words('baseline', 'top', 'middle', 'bottom', 'text-top', 'text-bottom')],
  'word-break': [words('normal', 'break-word', 'break-all', 'keep-all')],
  'overflow-wrap': [words('normal', 'break-word', 'anywhere')],
  margin: spacing,
  'margin-top': spacing,
  'margin-right': spacing,
  'margin-bottom': spacing,
  'margin-left': spacing,
  padding: spacing,
  'padding-top': spacing,
  'padding-right': spacing,
  'padding-bottom': spacing,
  'padding-left': spacing,
  border,
  'border-top': border,
  'border-right': border,
  'border-bottom': border,
  'border-left': border,
  'border-color': [upTo(COLOR, 4)],
  'border-style': [upTo(BORDER_STYLE, 4)],
  'border-width': [upTo(LENGTH, 4)],
  'border-radius': [upTo(LENGTH, 4)],
  width: size,
  height: size,
  'max-width': size,
  'max-height': size,
  'min-width': size,
  'min-height': size,
  'box-sizing': [words('border-box', 'content-box')],
  display: [words('block', 'inline', 'inline-block', 'flex', 'inline-flex', 'none', 'table', 'table-row', 'table-cell', 'list-item')],
  flex: [full(`none|auto|\\d{1,2}(?:\\s+\\d{1,2})?(?:\\s+(?:${LENGTH}|auto))?`)],
  'flex-wrap': [words('wrap', 'nowrap')],
  'flex-direction': [words('row', 'column', 'row-reverse', 'column-reverse')],
  'align-items': [words('center', 'flex-start', 'flex-end', 'start', 'end', 'stretch', 'baseline')],
  'justify-content': [words('center', 'flex-start', 'flex-end', 'start', 'end', 'space-between', 'space-around', 'space-evenly')],
  gap: [upTo(LENGTH, 2)],
  float: [words('left', 'right', 'none')],
  'list-style-type': [words('none', 'disc', 'circle', 'square', 'decimal')],
  'object-fit': [words('cover', 'contain')],
};
