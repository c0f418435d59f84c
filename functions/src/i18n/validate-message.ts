/**
 * STAND-IN (issue 23 part 2): the reader-site helper owns the real ICU check. This one parses the
 * ICU subset the catalogues use (text, {arg}, {arg, number|date|time[, style]}, {arg,
 * plural|select|selectordinal, sel {message} ...}, '' quoting) and asks the translation to use
 * exactly the English message's arguments with the same kinds.
 */

/** null when `translated` may replace `english`; otherwise why not, in words an editor can read. */
export function validateMessage(english: string, translated: string): string | null {
  let mine: Set<string>;
  try {
    mine = argumentsOf(translated);
  } catch (err) {
    return `It is not a valid ICU message: ${(err as Error).message}`;
  }
  let theirs: Set<string>;
  try {
    theirs = argumentsOf(english);
  } catch {
    return null;
  }
  const a = [...mine].sort().join(', ');
  const b = [...theirs].sort().join(', ');
  if (a !== b) return `It must use the placeholders of the English text (${b || 'none'}), not (${a || 'none'})`;
  return null;
}

function argumentsOf(message: string): Set<string> {
  const found = new Set<string>();
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(why);
  };
  const skipSpace = () => {
    while (i < message.length && /\s/.test(message[i]!)) i++;
  };
  const name = () => {
    skipSpace();
    const m = /^[A-Za-z_][\w]*/.exec(message.slice(i));
    if (!m) fail('a placeholder needs a name');
    i += m![0].length;
    skipSpace();
    return m![0];
  };
  // Text up to the closing brace of the enclosing branch (or the end at the top level).
  const text = (nested: boolean): void => {
    while (i < message.length) {
      const c = message[i]!;
      if (c === "'" && /['{}#]/.test(message[i + 1] ?? '')) {
        const end = message.indexOf("'", i + 1);
        i = end < 0 ? message.length : end + 1;
      } else if (c === '{') {
        i++;
        argument();
      } else if (c === '}') {
        if (!nested) fail('a } closes nothing');
        return;
      } else i++;
    }
    if (nested) fail('a { is never closed');
  };
  const argument = () => {
    const arg = name();
    if (message[i] === '}') {
      i++;
      found.add(arg);
      return;
    }
    if (message[i] !== ',') fail(`unexpected text after {${arg}`);
    i++;
    const kind = name();
    found.add(`${arg} (${kind})`);
    if (kind === 'plural' || kind === 'select' || kind === 'selectordinal') {
      if (message[i] !== ',') fail(`{${arg}, ${kind}} needs its cases`);
      i++;
      let cases = 0;
      for (;;) {
        skipSpace();
        if (message[i] === '}') break;
        const sel = /^(=\d+|offset:\d+|[A-Za-z_]\w*)/.exec(message.slice(i));
        if (!sel) fail(`a case of {${arg}, ${kind}} has no name`);
        i += sel![0].length;
        if (sel![0].startsWith('offset:')) continue;
        skipSpace();
        if (message[i] !== '{') fail(`the case '${sel![0]}' needs {text}`);
        i++;
        text(true);
        i++;
        cases++;
      }
      if (cases === 0 || !/\bother\s*\{/.test(message)) fail(`{${arg}, ${kind}} needs an 'other' case`);
      i++;
    } else if (kind === 'number' || kind === 'date' || kind === 'time') {
      const end = message.indexOf('}', i);
      if (end < 0) fail('a { is never closed');
      i = end + 1;
    } else fail(`'${kind}' is not a placeholder type`);
  };
  text(false);
  return found;
}
