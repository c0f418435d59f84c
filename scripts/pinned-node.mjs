/**
 * Root postinstall: which Node runs this project's scripts (`npm test`, `npm start`, the deploy
 * preflight). The Cloud Functions runtime (firebase.json, nodejs24) is the reference; the pinned
 * package (root optionalDependencies `node-<os>-<cpu>`, Node 24 from the npm registry; npm installs
 * only the one for this machine) links node_modules/.bin/node, and npm puts node_modules/.bin
 * first on every script's PATH. So vitest and its forks, playwright and its webServer (`npx tsx`),
 * nested `npm run`, and every child spawned with process.execPath run that Node.
 *
 * The rule, applied on every install (and by `npm run postinstall` after changing your mind):
 *  - CRYPTOLEKH_SYSTEM_NODE=1: your own Node runs everything (the link is removed). Use it with a
 *    Node of the runtime's major; tests/deploy/node-version.test.ts fails on any other.
 *  - the Node npm runs on already has the runtime's major: yours runs (the link is removed).
 *  - otherwise (older, or newer: production is still Node 24): the pinned Node runs.
 *  - no pinned package for this platform (macOS on Apple Silicon, Windows): yours runs; a warning
 *    says so when it is not the runtime's major.
 * Written for any Node from 18 on: it may run before the pinned one exists.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, symlinkSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const firebase = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
const runtime = firebase.functions[0].runtime; // e.g. nodejs24
const runtimeMajor = Number(/^nodejs(\d+)$/.exec(runtime)?.[1]);
const bin = path.join(root, 'node_modules', '.bin');
const link = path.join(bin, 'node');
const pkg = `node-${process.platform}-${process.arch}`;
const pinned = path.join(root, 'node_modules', pkg, 'bin', 'node');

/**
 * The developer's Node: the first `node` on PATH once node_modules/.bin folders are left out (what
 * their shell runs; npm's own `npm_node_execpath` is the pinned one when npm runs inside a script).
 */
function ownNodeVersion() {
  for (const exe of ['node', process.env.npm_node_execpath]) {
    if (!exe) continue;
    try {
      return execFileSync(exe, ['-p', 'process.versions.node'], { encoding: 'utf8', env: { ...process.env, PATH: withoutBin(process.env.PATH) } }).trim();
    } catch {
      // not on PATH: try the next
    }
  }
  return 'none';
}

function withoutBin(PATH = '') {
  return PATH.split(path.delimiter).filter((dir) => !dir.endsWith(path.join('node_modules', '.bin'))).join(path.delimiter);
}

const major = (version) => Number(version.split('.')[0]);
const linked = () => {
  try {
    return Boolean(lstatSync(link));
  } catch {
    return false;
  }
};
const say = (line) => console.log(`[pinned-node] ${line}`);

const own = ownNodeVersion();
const optOut = process.env.CRYPTOLEKH_SYSTEM_NODE === '1';

if (!existsSync(pinned)) {
  if (linked()) unlinkSync(link);
  if (major(own) !== runtimeMajor) {
    say(`WARNING: no Node ${runtimeMajor} package for ${process.platform}-${process.arch} in the registry, so your Node ${own} runs the`);
    say(`project, but the functions deploy on ${runtime}. Install Node ${runtimeMajor} (e.g. \`nvm install ${runtimeMajor}\`) and run npm ci.`);
  }
} else if (optOut || major(own) === runtimeMajor) {
  if (linked()) unlinkSync(link);
  say(`your Node ${own} runs the project's scripts (${optOut ? 'CRYPTOLEKH_SYSTEM_NODE=1' : `already Node ${runtimeMajor}, as ${runtime}`}).`);
  if (major(own) !== runtimeMajor) say(`WARNING: the functions deploy on ${runtime}; tests on Node ${own} are not the deployed runtime's.`);
} else {
  if (!linked()) symlinkSync(path.relative(bin, pinned), link);
  const version = execFileSync(pinned, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
  say(`Node ${version} (${pkg}, as ${runtime}) runs the project's scripts; your Node is ${own}. CRYPTOLEKH_SYSTEM_NODE=1 npm ci uses yours.`);
}
