/**
 * Whether a translated message can stand in for its English one: it parses as ICU MessageFormat
 * (formatjs' parser, the one the site's messages are compiled with), and it uses exactly the
 * arguments English uses, each as the same kind (a plural stays a plural, a number a number), so
 * the page passes it what it needs and nothing renders as a raw `{name}`. Used by the check test on
 * the shipped catalogues and by whatever stores AI-made or edited text (it must refuse bad output).
 */
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type MessageCheck = { ok: true } | { ok: false; reason: string };

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** Every argument a message uses, with its kind (`count` → `plural`); nested branches included. */
export function messageArguments(elements: MessageFormatElement[], into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    const kind = KIND[el.type] ?? 'text';
    if (!into.has(el.value)) into.set(el.value, new Set());
    into.get(el.value)!.add(kind);
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) messageArguments(option.value, into);
    if (el.type === TYPE.tag) messageArguments(el.children, into);
  }
  return into;
}

export function parseMessage(message: string): MessageFormatElement[] {
  // Tags are text here: catalogue messages hold no markup, and a `<` in a translation is a character.
  return parse(message, { ignoreTag: true });
}

const describe = (args: Map<string, Set<string>>) =>
  [...args].map(([name, kinds]) => `{${name}${[...kinds].filter((k) => k !== 'text').map((k) => `, ${k}`).join('')}}`).sort().join(' ') || 'none';

export function validateMessage(english: string, translated: string): MessageCheck {
  if (typeof translated !== 'string' || translated.trim() === '') return { ok: false, reason: 'The message is empty' };
  let source: MessageFormatElement[];
  let target: MessageFormatElement[];
  try {
    source = parseMessage(english);
  } catch (err) {
    return { ok: false, reason: `The English message is not valid ICU: ${(err as Error).message}` };
  }
  try {
    target = parseMessage(translated);
  } catch (err) {
    return { ok: false, reason: `Not valid ICU MessageFormat: ${(err as Error).message}` };
  }
  const want = messageArguments(source);
  const have = messageArguments(target);
  const same =
    want.size === have.size &&
    [...want].every(([name, kinds]) => {
      const got = have.get(name);
      return got !== undefined && [...kinds].every((k) => got.has(k)) && [...got].every((k) => kinds.has(k));
    });
  if (!same) return { ok: false, reason: `The placeholders must be those of English: ${describe(want)} (found ${describe(have)})` };
  return { ok: true };
}
