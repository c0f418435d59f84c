/**
 * The deploy preflight (scripts/deploy-preflight.ts): it passes on the project as it is, and each
 * check catches the defect it is for, with a reason that says what to fix.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkEndpoints,
  checkNode,
  checkRewrites,
  checkRuntime,
  checkUpload,
  rewriteRegion,
  type FirebaseJson,
  type Rewrite,
  type RuntimeTable,
  type WireManifest,
} from '../../scripts/preflight/checks.js';
import { loadModules, uploadList } from '../../scripts/preflight/package-functions.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FUNCTIONS = path.join(ROOT, 'functions');
const { RUNTIMES } = createRequire(import.meta.url)('firebase-tools/lib/deploy/functions/runtimes/supported/index.js') as { RUNTIMES: RuntimeTable };
const firebaseJson = async () => JSON.parse(await readFile(path.join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson & { functions: { runtime: string; ignore: string[] }[] };

const http = (region = 'asia-south1') => ({ platform: 'gcfv2', region: [region], maxInstances: 20, httpsTrigger: {} });
const manifest = (endpoints: WireManifest['endpoints']): WireManifest => ({ specVersion: 'v1alpha1', endpoints });
const rewrites = (...list: Rewrite[]): FirebaseJson => ({ hosting: { rewrites: list } });

describe('preflight checks', () => {
  it('refuses a decommissioned runtime, and one deprecated or about to be, as firebase-tools would', () => {
    expect(checkRuntime('nodejs20', RUNTIMES, new Date('2026-11-26'))).toEqual([expect.stringMatching(/nodejs20 \(Node\.js 20\) was decommissioned on 2026-10-30; firebase deploy refuses it\. Move to nodejs\d+/)]);
    expect(checkRuntime('nodejs20', RUNTIMES, new Date('2026-06-01'))).toEqual([expect.stringContaining('was deprecated on 2026-04-30')]);
    // guardVersionSupport warns from 90 days before the deprecation date.
    expect(checkRuntime('nodejs22', RUNTIMES, new Date('2027-03-01'))).toEqual([expect.stringContaining('is deprecated on 2027-04-30 (today is 2027-03-01); firebase deploy already warns')]);
    expect(checkRuntime('nodejs22', RUNTIMES, new Date('2026-11-26'))).toEqual([]);
    expect(checkRuntime('nodejs99', RUNTIMES, new Date())).toEqual([expect.stringMatching(/runtime "nodejs99" is not one the installed firebase-tools knows \(it knows .*nodejs24/)]);
    expect(checkRuntime(undefined, RUNTIMES, new Date())).toEqual([expect.stringContaining('functions[].runtime is not set')]);
  });

  it("passes the project's runtime today", async () => {
    expect(checkRuntime((await firebaseJson()).functions[0]!.runtime, RUNTIMES, new Date())).toEqual([]);
  });

  it('wants the preflight on the runtime’s Node major, and engines saying the same', () => {
    expect(checkNode('nodejs24', '24.21.0', '24')).toEqual([]);
    expect(checkNode('nodejs24', '20.20.2', '24')).toEqual([expect.stringContaining("runs on Node 20.20.2, not nodejs24's Node 24")]);
    expect(checkNode('nodejs24', '24.21.0', '20')).toEqual([expect.stringContaining('engines.node is "20" but firebase.json deploys on nodejs24; make it "24"')]);
  });

  it('finds the one region the rewrites name; a bare function id means us-central1', () => {
    expect(rewriteRegion(rewrites({ source: '**', function: { functionId: 'pages', region: 'asia-south1' } }))).toEqual({ region: 'asia-south1', problems: [] });
    expect(rewriteRegion(rewrites({ source: '/api/**', function: 'api' }, { source: '**', function: { functionId: 'pages', region: 'asia-south1' } })).problems).toEqual([
      'firebase.json: the Hosting rewrites name functions in us-central1, asia-south1; they must all name the one region the functions deploy to.',
    ]);
    expect(rewriteRegion(rewrites({ source: '**', destination: '/index.html' })).problems).toEqual([expect.stringContaining('no Hosting rewrite names a function')]);
  });

  it('names each function outside the region or without an instance cap', () => {
    const found = checkEndpoints(
      manifest({
        api: http(),
        onArticleDeleted: { platform: 'gcfv2', eventTrigger: { eventType: 'google.cloud.firestore.document.v1.deleted' } },
        sweep: { platform: 'gcfv2', region: ['europe-west1'], maxInstances: 20, scheduleTrigger: { schedule: 'every 1 hours' } },
      }),
      'asia-south1',
    );
    expect(found).toEqual([
      expect.stringContaining('Function onArticleDeleted deploys to us-central1 (no region in its definition), not asia-south1'),
      expect.stringContaining('Function onArticleDeleted has no instance cap'),
      expect.stringContaining('Function sweep deploys to europe-west1, not asia-south1'),
    ]);
    expect(checkEndpoints(manifest({}), 'asia-south1')).toEqual([expect.stringContaining('define no endpoint')]);
  });

  it('names each rewrite to a missing function, a non-HTTP one, or the wrong region', () => {
    const config = rewrites(
      { regex: '^/api', function: { functionId: 'api', region: 'asia-south1' } },
      { source: '/feed', function: { functionId: 'feeds', region: 'asia-south1' } },
      { source: '/old', function: 'pages' },
      { source: '/job', function: { functionId: 'sweep', region: 'asia-south1' } },
    );
    const found = checkRewrites(config, manifest({ api: http(), pages: http(), sweep: { region: ['asia-south1'], maxInstances: 1, scheduleTrigger: {} } }));
    expect(found).toEqual([
      'firebase.json: the Hosting rewrite source "/feed" names function "feeds", which the functions do not export.',
      'firebase.json: the Hosting rewrite source "/old" calls "pages" in us-central1, but it deploys to asia-south1.',
      'firebase.json: the Hosting rewrite source "/job" names function "sweep", which is not an HTTP (onRequest) function.',
    ]);
  });

  it('uploads what firebase deploy uploads, and says so when the ignore list leaves out the SSR bundle', async () => {
    const { ignore } = (await firebaseJson()).functions[0]!;
    const files = await uploadList(FUNCTIONS, ignore);
    expect(files).toContain('package.json');
    expect(files.filter((f) => /^(src|node_modules)\/|\.test\.ts$|^tsconfig/.test(f))).toEqual([]);
    const withoutSsr = await uploadList(FUNCTIONS, [...ignore, 'ssr']);
    expect(checkUpload(withoutSsr, 'lib/index.js', ['ssr/entry-server.js']).filter((p) => p.includes('ssr/'))).toEqual([
      'The uploaded package has no ssr/entry-server.js: run npm run build (the web build writes functions/ssr), and check firebase.json functions[].ignore does not leave it out.',
    ]);
  });
});

describe('loading the package alone', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'preflight-load-'));
    await mkdir(path.join(dir, 'lib'));
    await mkdir(path.join(dir, 'ssr'));
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ type: 'module', main: 'lib/index.js' }));
    await writeFile(path.join(dir, 'lib/index.js'), "export { helper } from './helper.js';\n");
    await writeFile(path.join(dir, 'lib/helper.js'), "import leftPad from 'left-pad-that-is-not-a-dependency';\nexport const helper = leftPad;\n");
    await writeFile(path.join(dir, 'ssr/entry-server.js'), 'export const rendered = true;\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('names each module whose imports do not resolve there, and an SSR bundle without render()', async () => {
    const found = await loadModules(dir);
    expect(found).toEqual([
      expect.stringMatching(/^lib\/helper\.js does not load from the package alone: Cannot find package 'left-pad-that-is-not-a-dependency'/),
      expect.stringMatching(/^lib\/index\.js does not load from the package alone: Cannot find package/),
      'ssr/entry-server.js does not load from the package alone: exports no render() function',
    ]);
  });
});

describe('npm run preflight', () => {
  const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  const preflight = (...args: string[]) => run(process.execPath, [tsx, 'scripts/deploy-preflight.ts', ...args], { cwd: ROOT }).catch((err: { code: number; stdout: string }) => err);

  beforeAll(async () => {
    // The SSR bundle comes from the web build (npm test builds it before vitest runs); lib/ is
    // built here so this file stands alone.
    if (!existsSync(path.join(FUNCTIONS, 'ssr/entry-server.js'))) throw new Error('functions/ssr is missing: run `npm run build -w web` first');
    await run('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT });
  }, 120_000);

  it('passes on the project as it is: packaged, installed alone, discovered and loaded', async () => {
    const { stdout } = await run(process.execPath, [tsx, 'scripts/deploy-preflight.ts'], { cwd: ROOT });
    expect(stdout).toContain(`on Node ${process.versions.node}`);
    expect(stdout).not.toContain('✗');
    // Every function functions/src/index.ts exports, and nothing else.
    const index = readFileSync(path.join(FUNCTIONS, 'src/index.ts'), 'utf8');
    const exported = [...index.matchAll(/^export const (\w+)/gm)].length + [...index.matchAll(/^export \{([^}]+)\}/gm)].reduce((n, m) => n + m[1]!.split(',').length, 0);
    expect(stdout).toContain(`✓ firebase-functions discovers ${exported} functions`);
    expect(stdout).toContain('✓ every function deploys to asia-south1 with an instance cap');
    expect(stdout).toContain('✓ every module of lib/ and the SSR bundle load from the package alone');
    expect(stdout).toContain('Preflight passed: ready to deploy.');
  }, 240_000);

  it('exits 1 with the reasons when the configuration is wrong', async () => {
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'preflight-config-'));
    try {
      const config = await firebaseJson();
      config.functions[0] = { ...config.functions[0]!, source: FUNCTIONS, runtime: 'nodejs20', ignore: [...config.functions[0]!.ignore, 'lib'] } as never;
      await writeFile(path.join(tmp, 'firebase.json'), JSON.stringify(config));
      const result = (await preflight('--config', path.join(tmp, 'firebase.json'))) as { code?: number; stdout: string };
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('✗ runtime nodejs20');
      expect(result.stdout).toContain('was decommissioned on 2026-10-30; firebase deploy refuses it');
      expect(result.stdout).toContain('The uploaded package has no lib/index.js');
      expect(result.stdout).toMatch(/Preflight failed: \d+ problems; not deploying\./);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});
