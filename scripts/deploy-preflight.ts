/**
 * `npm run preflight` (run by `npm run deploy` before `firebase deploy`, after `npm run build`):
 * what `firebase deploy` would upload from functions/, checked before it is uploaded.
 *  - the runtime is one the installed firebase-tools deploys today without a warning, and this
 *    script runs on its Node major;
 *  - the upload (firebase.json functions[].ignore honoured, firebase-tools' own file walk) has
 *    lib/ and the SSR bundle;
 *  - installed alone in a temporary folder (`npm install --omit=dev`, as Cloud Build installs it,
 *    no workspace), firebase-functions' discovery loads it, every function is in the region the
 *    Hosting rewrites name with an instance cap, and each rewrite names an HTTP function there;
 *  - every module of lib/ and ssr/entry-server.js loads from that folder alone.
 * Each failed check prints why; the exit code is 1 if any failed.
 * Options: --config <firebase.json> (default the project's), --keep (leave the temporary folder).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  checkEndpoints,
  checkNode,
  checkRewrites,
  checkRuntime,
  checkUpload,
  functionsSources,
  rewriteRegion,
  type FirebaseJson,
  type RuntimeTable,
} from './preflight/checks.js';
import { copyUpload, discover, installAlone, loadModules, uploadList } from './preflight/package-functions.js';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Loaded at run time from beside lib/ (functions/src/http/pages/page-handler.ts). */
const SSR_FILES = ['ssr/entry-server.js', 'ssr/template.html', 'ssr/manifest.json'];

export interface PreflightOptions {
  configPath?: string;
  now?: Date;
  keep?: boolean;
  log?: (line: string) => void;
}

/** Runs every check; resolves to the problems found (none: ready to deploy). */
export async function preflight(options: PreflightOptions = {}): Promise<string[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const configPath = options.configPath ?? path.join(ROOT, 'firebase.json');
  const projectDir = path.dirname(configPath);
  const firebase = JSON.parse(await readFile(configPath, 'utf8')) as FirebaseJson;
  const problems: string[] = [];
  const step = (label: string, found: string[]) => {
    log(found.length ? `  ✗ ${label}` : `  ✓ ${label}`);
    for (const p of found) log(`      ${p.replace(/\n/g, '\n      ')}`);
    problems.push(...found);
    return found.length === 0;
  };

  const sources = functionsSources(firebase);
  if (sources.length !== 1) {
    step('one functions source', [`firebase.json: expected one functions source, found ${sources.length}.`]);
    return problems;
  }
  const source = sources[0]!;
  const sourceDir = path.resolve(projectDir, source.source ?? 'functions');
  const tools = require('firebase-tools/package.json') as { version: string };
  const { RUNTIMES } = require('firebase-tools/lib/deploy/functions/runtimes/supported/index.js') as { RUNTIMES: RuntimeTable };
  const pkg = JSON.parse(await readFile(path.join(sourceDir, 'package.json'), 'utf8')) as { main?: string; engines?: { node?: string } };
  log(`Deploy preflight: ${path.relative(process.cwd(), sourceDir) || '.'} as firebase deploy uploads it, on Node ${process.versions.node}`);

  const now = options.now ?? new Date();
  step(`runtime ${source.runtime}: firebase-tools ${tools.version} deploys it on ${now.toISOString().slice(0, 10)} without a warning`, checkRuntime(source.runtime, RUNTIMES, now));
  step(`Node ${process.versions.node} and engines.node "${pkg.engines?.node}" are the runtime's major`, checkNode(source.runtime, process.versions.node, pkg.engines?.node));
  const { region, problems: regionProblems } = rewriteRegion(firebase);
  step(`the Hosting rewrites name one region: ${region ?? '?'}`, regionProblems);

  const files = await uploadList(sourceDir, source.ignore);
  if (!step(`the upload (${files.length} files) has ${pkg.main ?? 'index.js'} and the SSR bundle`, checkUpload(files, pkg.main, SSR_FILES))) return problems;

  const tmp = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-preflight-'));
  const dir = path.join(tmp, 'functions');
  try {
    await copyUpload(sourceDir, files, dir);
    const started = Date.now();
    const installed = await installAlone(dir);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (!step(`installed alone (npm install --omit=dev, ${seconds} s)`, installed.code === 0 ? [] : [`npm install failed in the package alone:\n${installed.output.trim()}`])) return problems;

    const env = await deployEnv(projectDir, sourceDir);
    const { manifest, problem } = await discover(dir, path.join(tmp, 'functions.json'), env);
    if (!step(`firebase-functions discovers ${manifest ? Object.keys(manifest.endpoints).length : 0} functions`, problem ? [problem] : [])) return problems;
    step(`every function deploys to ${region} with an instance cap`, region ? checkEndpoints(manifest!, region) : []);
    step('the Hosting rewrites name HTTP functions that exist, in their region', checkRewrites(firebase, manifest!));
    step('every module of lib/ and the SSR bundle load from the package alone', await loadModules(dir, env));
  } finally {
    if (options.keep) log(`  (package kept in ${dir})`);
    else await rm(tmp, { recursive: true, force: true });
  }
  return problems;
}

/**
 * The variables firebase-tools gives the functions when it discovers them: the project's
 * (GCLOUD_PROJECT, FIREBASE_CONFIG) and functions/.env plus .env.<project> (FUNCTIONS_REGION may be
 * set there). FIREBASE_PROJECT names the project or alias, as for `npm run deploy`.
 */
async function deployEnv(projectDir: string, sourceDir: string): Promise<Record<string, string>> {
  const alias = process.env.FIREBASE_PROJECT || 'default';
  const rc = await readFile(path.join(projectDir, '.firebaserc'), 'utf8')
    .then((text) => JSON.parse(text) as { projects?: Record<string, string> })
    .catch(() => ({ projects: {} as Record<string, string> }));
  const projectId = rc.projects?.[alias] ?? (alias === 'default' ? 'demo-cryptolekh' : alias);
  const envs = require('firebase-tools/lib/functions/env.js') as {
    loadUserEnvs(opts: { functionsSource: string; projectId: string; projectAlias?: string }): Record<string, string>;
    loadFirebaseEnvs(config: object, projectId: string): Record<string, string>;
  };
  return { ...envs.loadUserEnvs({ functionsSource: sourceDir, projectId, projectAlias: alias }), ...envs.loadFirebaseEnvs({ projectId }, projectId) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--config');
  const problems = await preflight({ configPath: at >= 0 ? path.resolve(args[at + 1]!) : undefined, keep: args.includes('--keep') });
  console.log(problems.length ? `Preflight failed: ${problems.length} problem${problems.length === 1 ? '' : 's'}; not deploying.` : 'Preflight passed: ready to deploy.');
  process.exitCode = problems.length ? 1 : 0;
}
