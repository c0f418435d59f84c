/**
 * No module of the functions, the web app, the local host and its fakes, the benchmarks or the
 * scripts imports itself through others (issue 28): imports flow one way, so each module can be
 * read, tested and loaded without the ones that use it. A failure names each cycle's files.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph, sourceFiles } from '../helpers/import-cycles.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const at = (path: string) => join(ROOT, path);
/** The web app's path alias (web/vite.config.ts, web/tsconfig.json). */
const ALIASES = { '@contract': at('functions/src/contract/index.ts'), '@contract/': at('functions/src/contract') };

describe('import cycles', () => {
  it('no source module imports itself through others', () => {
    const files = sourceFiles(['functions/src', 'web/src', 'emulators', 'bench', 'scripts'].map(at));
    const graph = importGraph(files, ALIASES);
    // The walk sees the project: each part's files, and imports across parts (web → contract, host → functions).
    expect(graph.get(at('web/src/reader/layout/header.tsx'))).toContain(at('web/src/reader/layout/navigation-drawer.tsx'));
    expect(graph.get(at('web/src/admin/articles/desk-section.tsx'))).toContain(at('functions/src/contract/index.ts'));
    expect(graph.get(at('emulators/src/create-host.ts'))).toContain(at('functions/src/services/job-runner.ts'));
    expect(importCycles(graph, ROOT)).toEqual([]);
  });

  describe('the walk', () => {
    const dirs: string[] = [];
    afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    /** The cycles of a project made of `files`; `aliases` relative to it. */
    const cyclesOf = (files: Record<string, string>, aliases: Record<string, string> = {}) => {
      const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
      dirs.push(dir);
      for (const [name, code] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, name)), { recursive: true });
        writeFileSync(join(dir, name), code);
      }
      const absolute = Object.fromEntries(Object.entries(aliases).map(([k, v]) => [k, join(dir, v)]));
      return importCycles(importGraph(sourceFiles([dir]), absolute), dir);
    };

    it('reports each cycle with its files, whether its imports are values, types, re-exports or dynamic', () => {
      const files = {
        'node/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
        'node/b.ts': "import type { C } from './c.js';\nexport const b: C = 1;\n",
        'node/c.ts': "export type * from './a.js';\nexport type C = number;\n",
        'web/picker.tsx': "const load = () => import('./panel');\nexport const WIDTH = 200;\n",
        'web/panel.tsx': "import {\n  WIDTH,\n} from './picker';\nexport default WIDTH;\n",
        'web/alone.ts': "import x from 'some-package';\n// import { y } from './panel';\nexport const s = 'https://example.com/'; // import('./picker')\n",
        'contract/index.ts': "import { use } from '@app/uses';\nexport const contract = use;\n",
        'app/uses.ts': "import { contract } from '@contract';\nexport const use = 1;\n",
      };
      expect(cyclesOf(files, { '@contract': 'contract/index.ts', '@app/': 'app' }).sort()).toEqual([
        'app/uses.ts → contract/index.ts → app/uses.ts',
        'node/a.ts → node/b.ts → node/c.ts → node/a.ts',
        'web/panel.tsx → web/picker.tsx → web/panel.tsx',
      ]);
    });

    it('finds no cycle where imports flow one way, nor in imports that are commented out', () => {
      const files = {
        'a.ts': "import { b } from './b.js';\nimport { c } from './c.js';\nexport const a = b + c;\n",
        'b.ts': "import { c } from './c.js';\nexport const b = c;\n",
        'c.ts': "/* import { a } from './a.js'; */\n// export * from './b.js';\nexport const c = 1;\n",
      };
      expect(cyclesOf(files)).toEqual([]);
    });
  });
});
