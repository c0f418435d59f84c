/**
 * What `npm run create-admin` knows before it loads the Admin SDK: the error it reports, and the
 * project it acts on. A module of its own, so bad arguments are refused at once (the SDK and
 * Firestore's client take a second or more to load) and nothing is loaded for them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A failure the operator can act on: its message says what to do, and the exit code says which kind. */
export class CreateAdminError extends Error {
  constructor(
    message: string,
    /** 2: the command was given something wrong; 1: the project or the credentials refused. */
    readonly exitCode: 1 | 2,
  ) {
    super(message);
    this.name = 'CreateAdminError';
  }
}

/**
 * The project the command acts on: `--project` (a project id, or an alias of `.firebaserc` as the
 * Firebase CLI takes it), else FIREBASE_PROJECT (what `npm run deploy` deploys to), else the
 * `default` project of `.firebaserc`.
 */
export function resolveProject(flag: string | undefined, env: NodeJS.ProcessEnv, repoRoot: string): string {
  const aliases = readAliases(repoRoot);
  const given = flag?.trim() || env.FIREBASE_PROJECT?.trim() || 'default';
  const project = aliases[given] ?? given;
  if (project === 'default') {
    throw new CreateAdminError('No Firebase project: pass --project your-project-id, or set FIREBASE_PROJECT.', 2);
  }
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(project)) {
    throw new CreateAdminError(`'${project}' is not a Firebase project id (6 to 30 lowercase letters, digits and hyphens, as the Firebase console shows it).`, 2);
  }
  return project;
}

function readAliases(repoRoot: string): Record<string, string> {
  const file = path.join(repoRoot, '.firebaserc');
  if (!existsSync(file)) return {};
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { projects?: Record<string, string> };
    return parsed.projects ?? {};
  } catch {
    throw new CreateAdminError(`${file} is not valid JSON; fix it or pass --project.`, 2);
  }
}
