/**
 * A language's site text as the pages get it: the messages (key → ICU string) and, for those that
 * are more than plain text, their compiled form, which the page's Lingui runtime formats
 * (web/src/shared/i18n.tsx). The browser never parses ICU: a parser would cost every page about
 * 4 KiB of gzip JavaScript, and compiling messages to code is ruled out by the
 * Content-Security-Policy (no eval).
 *
 * The compiled form is Lingui's (what `@lingui/message-utils`' compileMessage makes), built here
 * from formatjs' parse, the one parser that also validates every stored message
 * (validate-message.ts) and formats titles on the server (format-message.ts), so all three read a
 * message alike. One difference from compileMessage: a plain number (`#` in a plural, `{n, number}`)
 * becomes the argument `numberSlot(n)`, which the page passes already written in the language's
 * number locale; Lingui itself writes numbers in the plural rules' locale, and ours differ
 * (@contract/locale: Kannada plurals, lakh grouping).
 */
import { TYPE, type MessageFormatElement, type NumberElement, type DateElement, type TimeElement } from '@formatjs/icu-messageformat-parser';
import { numberSlot } from '../contract/locale.js';
import type { CompiledMessage, SiteText } from '../contract/site-text.js';
import { parseMessage } from './validate-message.js';
import type { Catalogue } from './catalogues.js';

export function compileSiteText(language: string, messages: Catalogue): SiteText {
  const compiled: SiteText['compiled'] = {};
  for (const message of new Set(Object.values(messages))) {
    // Plain text (no argument, no quote) needs no formatting: the page shows the string itself.
    if (!/[{}']/.test(message)) continue;
    try {
      compiled[message] = compileMessage(message);
    } catch {
      // Stored messages are validated before they are kept; one that is not shows as written.
    }
  }
  return { language, messages, compiled };
}

export function compileMessage(message: string): CompiledMessage {
  return compileElements(parseMessage(message));
}

/** `plural`: the argument `#` stands for inside a plural's branches, when `#` is the plain value (no offset). */
function compileElements(elements: MessageFormatElement[], plural?: string): CompiledMessage {
  const out: CompiledMessage = [];
  for (const el of elements) {
    switch (el.type) {
      case TYPE.literal: {
        // Adjacent text (formatjs splits around quotes) is one string, as compileMessage writes it.
        const last = out.length - 1;
        if (typeof out[last] === 'string') out[last] += el.value;
        else out.push(el.value);
        break;
      }
      case TYPE.argument:
        out.push([el.value]);
        break;
      case TYPE.pound:
        out.push(plural === undefined ? '#' : [numberSlot(plural)]);
        break;
      case TYPE.number: {
        const options = numberOptions(el);
        out.push(options ? [el.value, 'number', options] : [numberSlot(el.value)]);
        break;
      }
      case TYPE.date:
      case TYPE.time:
        out.push([el.value, el.type === TYPE.date ? 'date' : 'time', dateOptions(el)]);
        break;
      case TYPE.select:
      case TYPE.plural: {
        const isPlural = el.type === TYPE.plural;
        const offset = isPlural ? el.offset : 0;
        const inner = isPlural && !offset ? el.value : isPlural ? undefined : plural;
        const branches: Record<string, unknown> = { offset: offset || undefined };
        // Lingui writes an exact match `=0` as the key `0`, as compileMessage does.
        for (const [key, option] of Object.entries(el.options)) branches[key.startsWith('=') ? key.slice(1) : key] = compileElements(option.value, inner);
        out.push([el.value, isPlural ? (el.pluralType === 'ordinal' ? 'selectordinal' : 'plural') : 'select', branches]);
        break;
      }
      case TYPE.tag:
        // Tags are parsed as text (parseMessage ignores them); a tag element cannot occur.
        out.push(el.value);
        break;
    }
  }
  return out;
}

/** A styled number's `Intl` options (written in the plural locale by Lingui); undefined for a plain number. */
function numberOptions(el: NumberElement): Intl.NumberFormatOptions | undefined {
  const style = el.style;
  if (!style) return undefined;
  if (typeof style !== 'string') return style.parsedOptions as Intl.NumberFormatOptions;
  if (style === 'percent') return { style: 'percent' };
  if (style === 'integer') return { maximumFractionDigits: 0 };
  return undefined;
}

/** A date's or time's format: Lingui's named size, or `Intl` options from a skeleton. */
function dateOptions(el: DateElement | TimeElement): unknown {
  const style = el.style;
  if (!style) return 'default';
  if (typeof style !== 'string') return style.parsedOptions;
  return style === 'medium' ? 'default' : style;
}
