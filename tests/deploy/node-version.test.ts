/**
 * One Node major everywhere: the tests, and every child they start, run the major that
 * firebase.json deploys the functions on (scripts/pinned-node.mjs links it as
 * node_modules/.bin/node, first on the PATH of every npm script). A test that passes on another
 * Node says little about the deployed runtime.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));
const runtime: string = readJson('firebase.json').functions[0].runtime;
const major = Number(/^nodejs(\d+)$/.exec(runtime)![1]);
const majorOf = (version: string) => Number(version.trim().replace(/^v/, '').split('.')[0]);
const hint = `the functions deploy on ${runtime}: run the tests through npm (npm test, or npx vitest), after npm ci has linked the pinned Node ${major}, or install Node ${major} yourself`;

describe(`Node ${major}, as firebase.json's ${runtime}`, () => {
  it('runs this test worker', () => {
    expect(majorOf(process.versions.node), hint).toBe(major);
  });

  it('runs children spawned with process.execPath, with `node` from PATH, through npx tsx and nested npm', async () => {
    const print = 'console.log(process.versions.node)';
    const children = {
      execPath: await run(process.execPath, ['-e', print]),
      // what npm scripts and `#!/usr/bin/env node` bins (vitest, playwright, firebase) get
      pathNode: await run('sh', ['-c', `node -e '${print}'`]),
      // playwright's webServer command
      npxTsx: await run('sh', ['-c', `npx --no-install tsx -e '${print}'`], { cwd: root }),
      // npm itself, as when a script runs another (npm test runs npm run typecheck): npm exec and npm run
      // set a child's PATH alike
      nestedNpm: await run('sh', ['-c', `npm exec --no -- node -e '${print}'`], { cwd: root }),
    };
    const versions = Object.fromEntries(Object.entries(children).map(([name, out]) => [name, majorOf(out.stdout)]));
    expect(versions, hint).toEqual({ execPath: major, pathNode: major, npxTsx: major, nestedNpm: major });
  });

  it('is the engine every package.json declares', () => {
    expect(readJson('package.json').engines.node).toBe(String(major));
    expect(readJson('functions/package.json').engines.node).toBe(String(major));
  });
});
