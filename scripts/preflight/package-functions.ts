/**
 * The deploy preflight's slow half: the functions folder packaged as `firebase deploy` uploads it
 * (firebase-tools' own file walk and ignore rules), installed on its own as Cloud Build installs
 * it (no workspace, no dev dependencies), then loaded by firebase-functions' own discovery (the
 * manifest `firebase deploy` reads) and module by module, on the Node that runs this script.
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdir, readFile, readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { WireManifest } from './checks.js';

const require = createRequire(import.meta.url);

/** Files firebase-tools always leaves out of the upload, besides firebase.json's `ignore`. */
const ALWAYS_IGNORED = ['firebase-debug.log', 'firebase-debug.*.log', '.runtimeconfig.json'];

interface FsAsync {
  readdirRecursive(options: { path: string; ignoreStrings: string[] }): Promise<{ name: string; mode: number }[]>;
}

/** The files `firebase deploy` would upload from `sourceDir`, relative to it, with '/' separators. */
export async function uploadList(sourceDir: string, ignore: string[] | undefined): Promise<string[]> {
  // firebase-tools' packageSource walks the folder with this function and these patterns.
  const fsAsync = require('firebase-tools/lib/fsAsync.js') as FsAsync;
  const files = await fsAsync.readdirRecursive({ path: sourceDir, ignoreStrings: [...(ignore ?? ['node_modules', '.git']), ...ALWAYS_IGNORED] });
  return files.map((f) => path.relative(sourceDir, f.name).split(path.sep).join('/')).sort();
}

export async function copyUpload(sourceDir: string, files: string[], targetDir: string): Promise<void> {
  for (const file of files) {
    const to = path.join(targetDir, file);
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(path.join(sourceDir, file), to);
  }
}

export interface Ran {
  code: number | null;
  output: string;
}

/** Runs a command to its end, stdout and stderr together (the preflight prints them on failure). */
export function runCommand(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * The environment for children: npm's own variables dropped (inside `npm test` they carry the
 * workspace's npm settings, which would leak into the standalone install), and the folder of the
 * Node running this script first on PATH, so `#!/usr/bin/env node` bins run on it too.
 */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key)) env[key] = value;
  env.PATH = [path.dirname(process.execPath), process.env.PATH ?? ''].join(path.delimiter);
  return { ...env, ...extra };
}

/** `npm install --omit=dev` in the packaged folder alone, from the local npm cache when it can. */
export async function installAlone(dir: string): Promise<Ran> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return runCommand(npm, ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, env: childEnv() });
}

/**
 * The manifest firebase-functions' discovery writes for `firebase deploy` (the same binary and
 * environment variables firebase-tools uses), or why there is none.
 */
export async function discover(dir: string, manifestPath: string, env: Record<string, string>): Promise<{ manifest?: WireManifest; problem?: string }> {
  const bin = path.join(dir, 'node_modules', '.bin', 'firebase-functions');
  try {
    await stat(bin);
  } catch {
    return { problem: 'firebase-functions is not installed from the package alone: it must be in functions/package.json dependencies.' };
  }
  const ran = await runCommand(bin, [dir], {
    cwd: dir,
    env: childEnv({ ...env, FUNCTIONS_CONTROL_API: 'true', FUNCTIONS_MANIFEST_OUTPUT_PATH: manifestPath }),
  });
  if (ran.code !== 0) return { problem: `firebase-functions could not load the functions from the package alone:\n${indent(ran.output)}` };
  return { manifest: JSON.parse(await readFile(manifestPath, 'utf8')) as WireManifest };
}

/** Every .js module under `dir`/`sub`, relative to `dir`. */
async function modulesUnder(dir: string, sub: string): Promise<string[]> {
  const entries = await readdir(path.join(dir, sub), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Imports every module of lib/ and the SSR bundle from the package folder, in a child on this
 * Node, so each import resolves from that folder alone (the workspace's node_modules is not above
 * it). Returns one problem per module that does not load, and one if the bundle has no render().
 */
export async function loadModules(dir: string, env: Record<string, string> = {}): Promise<string[]> {
  const modules = [...(await modulesUnder(dir, 'lib')), ...(await modulesUnder(dir, 'ssr'))];
  const script = `
    import { pathToFileURL } from 'node:url';
    const modules = ${JSON.stringify(modules)};
    const failed = [];
    for (const m of modules) {
      try {
        const ns = await import(pathToFileURL(m).href);
        if (m === 'ssr/entry-server.js' && typeof ns.render !== 'function') failed.push([m, 'exports no render() function']);
      } catch (err) {
        failed.push([m, String(err?.message ?? err).split('\\n')[0]]);
      }
    }
    console.log(JSON.stringify(failed));
    process.exit(0);`;
  const ran = await runCommand(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, env: childEnv(env) });
  const last = ran.output.trim().split('\n').at(-1) ?? '';
  let failed: [string, string][];
  try {
    failed = JSON.parse(last) as [string, string][];
  } catch {
    return [`Loading the package's modules failed:\n${indent(ran.output)}`];
  }
  if (modules.length === 0) return ['The package has no modules under lib/ or ssr/: run npm run build.'];
  return failed.map(([m, why]) => `${m} does not load from the package alone: ${why}`);
}

const indent = (text: string) =>
  text
    .trim()
    .split('\n')
    .slice(-25)
    .map((l) => `    ${l}`)
    .join('\n');
