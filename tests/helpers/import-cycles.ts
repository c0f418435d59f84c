/**
 * The import graph of the project's TypeScript sources, and its cycles. Every import counts: value
 * and type-only imports, re-exports (`export … from`), side-effect imports and dynamic `import()`,
 * since each ties the two modules' code together (a type-only cycle today is a value cycle after
 * the next edit). Specifiers resolve as the builds resolve them: relative paths (a `.js` suffix
 * naming the `.ts` source, or no suffix for the web app's bundler), and the web app's `@contract`
 * alias; packages are outside the graph.
 *
 * Import statements are found by pattern, one statement at a time, after comments are blanked
 * out: enough for this code base's plain `import`/`export` lines, without a parser.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'lib', 'dist', '.vite']);

/** Every .ts/.tsx file under `dirs` (not declaration files, not build output). */
export function sourceFiles(dirs: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(path);
      }
    }
  };
  for (const dir of dirs) walk(resolve(dir));
  return files.sort();
}

/** Blanks comments out (keeping strings, so `'https://…'` is no comment), line breaks kept. */
function withoutComments(code: string): string {
  let out = '';
  for (let i = 0; i < code.length; ) {
    const c = code[i]!;
    const next = code[i + 1];
    if (c === '/' && next === '/') {
      while (i < code.length && code[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end === -1 ? code.length : end + 2;
      out += code.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < code.length && code[j] !== c && !(c !== '`' && code[j] === '\n')) j += code[j] === '\\' ? 2 : 1;
      out += code.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const STATIC = /^[ \t]*(?:import|export)\s+(?:type\s+)?[\w\s{},*$]*?\bfrom\s*['"]([^'"\n]+)['"]/gm;
const SIDE_EFFECT = /^[ \t]*import\s*['"]([^'"\n]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The module specifiers `code` imports, in any of the ways above. */
export function importSpecifiers(code: string): string[] {
  const text = withoutComments(code);
  const found: string[] = [];
  for (const pattern of [STATIC, SIDE_EFFECT, DYNAMIC]) {
    for (const m of text.matchAll(pattern)) found.push(m[1]!);
  }
  return found;
}

export interface Aliases {
  /** Bare specifier → file, or prefix ending in `/` → directory. */
  [specifier: string]: string;
}

function resolveFile(base: string): string | null {
  const candidates = [base, base.replace(/\.m?js$/, '.ts'), base.replace(/\.m?js$/, '.mts'), base.replace(/\.jsx?$/, '.tsx'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  for (const c of candidates) if (SOURCE.test(c) && existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/** The source file `specifier` names from `from`, or null for a package (or a non-source file such as CSS or JSON). */
export function resolveImport(from: string, specifier: string, aliases: Aliases): string | null {
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  if (aliases[specifier]) return resolveFile(aliases[specifier]);
  for (const [prefix, dir] of Object.entries(aliases)) {
    if (prefix.endsWith('/') && specifier.startsWith(prefix)) return resolveFile(join(dir, specifier.slice(prefix.length)));
  }
  return null;
}

/** Each file's imported source files. */
export function importGraph(files: string[], aliases: Aliases): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importSpecifiers(readFileSync(file, 'utf8'))
      .map((s) => resolveImport(file, s, aliases))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The cycles of `graph`: one per strongly connected group of files (Tarjan), written as a path
 * through it back to its start, `a.ts → b.ts → a.ts`, with paths relative to `root`.
 */
export function importCycles(graph: Map<string, string[]>, root: string): string[] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group);
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);

  return groups.map((group) => {
    const members = new Set(group);
    const start = [...group].sort()[0]!;
    return cyclePath(graph, start, members)
      .map((f) => relative(root, f))
      .join(' → ');
  });
}

/** A shortest path from `start` back to itself inside `members` (breadth first). */
function cyclePath(graph: Map<string, string[]>, start: string, members: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let at: string | undefined = v; at !== undefined && at !== start; at = cameFrom.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}
