/**
 * The deploy preflight's checks, pure: each takes what it checks (firebase.json, the manifest the
 * functions SDK discovered, firebase-tools' runtime table, today's date) and returns the problems
 * it found, each a sentence saying what is wrong and what to do. An empty list passes.
 * scripts/deploy-preflight.ts gathers the inputs; tests/deploy/preflight.test.ts feeds wrong ones.
 */

/** The parts of firebase.json the checks read. */
export interface FirebaseJson {
  hosting?: { rewrites?: Rewrite[] } | { rewrites?: Rewrite[] }[];
  functions?: FunctionsSource | FunctionsSource[];
}

export interface FunctionsSource {
  source?: string;
  codebase?: string;
  runtime?: string;
  ignore?: string[];
}

export interface Rewrite {
  source?: string;
  regex?: string;
  destination?: string;
  /** A bare function id is served from us-central1 (Hosting's default). */
  function?: string | { functionId: string; region?: string };
}

/** One function in the manifest firebase-functions writes for `firebase deploy` (its wire format). */
export interface WireEndpoint {
  platform?: string;
  region?: string[];
  maxInstances?: number | null;
  httpsTrigger?: object;
  callableTrigger?: object;
  eventTrigger?: { eventType?: string };
  scheduleTrigger?: { schedule?: string };
}

export interface WireManifest {
  specVersion?: string;
  endpoints: Record<string, WireEndpoint>;
}

/** firebase-tools' RUNTIMES table (lib/deploy/functions/runtimes/supported/types.js). */
export type RuntimeTable = Record<string, { friendly: string; status: string; deprecationDate: string; decommissionDate: string }>;

/** Where Cloud Functions deploys a function whose definition names no region. */
export const DEFAULT_REGION = 'us-central1';
const DAY = 24 * 60 * 60 * 1000;

export function functionsSources(firebase: FirebaseJson): FunctionsSource[] {
  const f = firebase.functions;
  return f === undefined ? [] : Array.isArray(f) ? f : [f];
}

export function hostingRewrites(firebase: FirebaseJson): Rewrite[] {
  const h = firebase.hosting;
  const sites = h === undefined ? [] : Array.isArray(h) ? h : [h];
  return sites.flatMap((site) => site.rewrites ?? []);
}

/** The function a rewrite names, with the region Hosting will call it in. */
function rewriteTarget(rewrite: Rewrite): { id: string; region: string } | undefined {
  const f = rewrite.function;
  if (f === undefined) return undefined;
  return typeof f === 'string' ? { id: f, region: DEFAULT_REGION } : { id: f.functionId, region: f.region ?? DEFAULT_REGION };
}

const describeRewrite = (r: Rewrite) => (r.source !== undefined ? `source "${r.source}"` : r.regex !== undefined ? `regex "${r.regex}"` : 'a rewrite');

/**
 * The one region the Hosting rewrites call functions in: every function goes there (Hosting can
 * only reach a function in the region its rewrite names, and one region keeps the Firestore
 * triggers beside the database).
 */
export function rewriteRegion(firebase: FirebaseJson): { region?: string; problems: string[] } {
  const regions = [...new Set(hostingRewrites(firebase).map(rewriteTarget).filter((t) => t !== undefined).map((t) => t.region))];
  if (regions.length === 1) return { region: regions[0], problems: [] };
  if (regions.length === 0) return { problems: ['firebase.json: no Hosting rewrite names a function, so there is no region to deploy the functions to.'] };
  return { problems: [`firebase.json: the Hosting rewrites name functions in ${regions.join(', ')}; they must all name the one region the functions deploy to.`] };
}

/**
 * The runtime is one the installed firebase-tools deploys today without a warning: known, not
 * decommissioned, not deprecated, and not within the 90 days before deprecation in which
 * guardVersionSupport already warns.
 */
export function checkRuntime(runtime: string | undefined, table: RuntimeTable, now: Date): string[] {
  if (!runtime) return ['firebase.json: functions[].runtime is not set; name the Node runtime the functions deploy on (e.g. nodejs24).'];
  const entry = table[runtime];
  const nodeRuntimes = Object.keys(table).filter((r) => r.startsWith('nodejs'));
  const newest = nodeRuntimes.sort((a, b) => Number(a.slice(6)) - Number(b.slice(6))).at(-1);
  if (!entry) return [`firebase.json: runtime "${runtime}" is not one the installed firebase-tools knows (it knows ${nodeRuntimes.join(', ')}).`];
  const day = (date: string) => new Date(date);
  const today = now.toISOString().slice(0, 10);
  if (now >= day(entry.decommissionDate)) {
    return [`firebase.json: runtime ${runtime} (${entry.friendly}) was decommissioned on ${entry.decommissionDate}; firebase deploy refuses it. Move to ${newest}.`];
  }
  if (now >= day(entry.deprecationDate)) {
    return [`firebase.json: runtime ${runtime} (${entry.friendly}) was deprecated on ${entry.deprecationDate} and is decommissioned on ${entry.decommissionDate}; firebase deploy warns. Move to ${newest}.`];
  }
  if (now.getTime() >= day(entry.deprecationDate).getTime() - 90 * DAY) {
    return [`firebase.json: runtime ${runtime} (${entry.friendly}) is deprecated on ${entry.deprecationDate} (today is ${today}); firebase deploy already warns. Move to ${newest}.`];
  }
  return [];
}

/** The Node major a runtime name such as nodejs24 stands for. */
export function runtimeMajor(runtime: string | undefined): number | undefined {
  const m = /^nodejs(\d+)$/.exec(runtime ?? '');
  return m ? Number(m[1]) : undefined;
}

/** The preflight loads the functions on the runtime's Node, and engines agrees with firebase.json. */
export function checkNode(runtime: string | undefined, nodeVersion: string, engines: string | undefined): string[] {
  const major = runtimeMajor(runtime);
  if (major === undefined) return [];
  const problems: string[] = [];
  if (Number(nodeVersion.replace(/^v/, '').split('.')[0]) !== major) {
    problems.push(`The preflight runs on Node ${nodeVersion}, not ${runtime}'s Node ${major}: run it through npm (npm run preflight) so the pinned Node ${major} runs it.`);
  }
  if (engines !== undefined && engines !== String(major)) {
    problems.push(`functions/package.json: engines.node is "${engines}" but firebase.json deploys on ${runtime}; make it "${major}".`);
  }
  return problems;
}

/** The upload holds what the functions load at run time: the package's main and the SSR bundle. */
export function checkUpload(files: string[], main: string | undefined, required: string[]): string[] {
  const have = new Set(files);
  return [main ?? 'index.js', ...required]
    .map((f) => f.replace(/^\.\//, ''))
    .filter((f) => !have.has(f))
    .map((f) => `The uploaded package has no ${f}: ${f.startsWith('ssr/') ? 'run npm run build (the web build writes functions/ssr)' : 'run npm run build'}, and check firebase.json functions[].ignore does not leave it out.`);
}

/** Every endpoint is in `region` with an instance cap. */
export function checkEndpoints(manifest: WireManifest, region: string): string[] {
  const problems: string[] = [];
  const names = Object.keys(manifest.endpoints ?? {});
  if (names.length === 0) problems.push('The functions define no endpoint: lib/index.js exports no function.');
  for (const name of names) {
    const endpoint = manifest.endpoints[name]!;
    const regions = endpoint.region ?? [DEFAULT_REGION];
    if (regions.length !== 1 || regions[0] !== region) {
      problems.push(`Function ${name} deploys to ${regions.join(', ')}${endpoint.region ? '' : ' (no region in its definition)'}, not ${region}: define it after functions/src/options.ts has set the global options (import '../options.js').`);
    }
    if (typeof endpoint.maxInstances !== 'number') {
      problems.push(`Function ${name} has no instance cap (maxInstances): define it after functions/src/options.ts has set the global options.`);
    }
  }
  return problems;
}

/** Each rewrite names an HTTP function that exists, in the region it is deployed to. */
export function checkRewrites(firebase: FirebaseJson, manifest: WireManifest): string[] {
  const problems: string[] = [];
  for (const rewrite of hostingRewrites(firebase)) {
    const target = rewriteTarget(rewrite);
    if (!target) continue;
    const endpoint = manifest.endpoints?.[target.id];
    if (!endpoint) {
      problems.push(`firebase.json: the Hosting rewrite ${describeRewrite(rewrite)} names function "${target.id}", which the functions do not export.`);
      continue;
    }
    if (!endpoint.httpsTrigger) {
      problems.push(`firebase.json: the Hosting rewrite ${describeRewrite(rewrite)} names function "${target.id}", which is not an HTTP (onRequest) function.`);
    }
    const regions = endpoint.region ?? [DEFAULT_REGION];
    if (!regions.includes(target.region)) {
      problems.push(`firebase.json: the Hosting rewrite ${describeRewrite(rewrite)} calls "${target.id}" in ${target.region}, but it deploys to ${regions.join(', ')}.`);
    }
  }
  return problems;
}
