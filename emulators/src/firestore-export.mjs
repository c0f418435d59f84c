// The local database on disk: the latest export of the emulator's project under DATA_DIR/firestore.
// Plain JavaScript (no build step) because the watchdog (firestore-watchdog.mjs) runs it too, in a
// bare `node` after the host that started the emulator has died. Types: firestore-export.d.mts.
import { existsSync, fsyncSync, mkdirSync, openSync, closeSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

export const EXPORT_DIR = 'firestore';
const PREVIOUS_DIR = 'firestore.previous';
const NEXT_PREFIX = 'firestore.next-';

/** The REST address of a project's database on the emulator. */
function databaseName(projectId) {
  return `projects/${projectId}/databases/(default)`;
}

async function emulatorCall(emulator, projectId, verb, body) {
  const res = await fetch(`http://${emulator.host}:${emulator.port}/emulator/v1/projects/${projectId}:${verb}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(300_000),
  });
  if (!res.ok) throw new Error(`The Firestore emulator refused the ${verb} of ${projectId}: ${res.status} ${await res.text()}`);
}

function fsyncPath(p) {
  const fd = openSync(p, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Every file, then every directory bottom-up, flushed to the disk (the emulator does not). */
function fsyncTree(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(p);
    else fsyncPath(p);
  }
  fsyncPath(dir);
}

/**
 * Exports the project into DATA_DIR/firestore, replacing the previous export only once the new one
 * is complete and on disk: a crash at any point leaves one whole export to start from.
 */
export async function exportDurably(emulator, projectId, dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const next = path.join(dataDir, `${NEXT_PREFIX}${process.pid}-${Date.now()}`);
  mkdirSync(next);
  try {
    await emulatorCall(emulator, projectId, 'export', { database: databaseName(projectId), export_directory: next });
    fsyncTree(next);
    const current = path.join(dataDir, EXPORT_DIR);
    const previous = path.join(dataDir, PREVIOUS_DIR);
    rmSync(previous, { recursive: true, force: true });
    if (existsSync(current)) renameSync(current, previous);
    renameSync(next, current);
    fsyncPath(dataDir);
    rmSync(previous, { recursive: true, force: true });
  } finally {
    rmSync(next, { recursive: true, force: true });
  }
}

/** The metadata file of the newest complete export under DATA_DIR, if there is one. */
export function latestExport(dataDir) {
  for (const name of [EXPORT_DIR, PREVIOUS_DIR]) {
    const dir = path.join(dataDir, name);
    if (!existsSync(dir)) continue;
    const found = findMetadata(dir);
    if (found) return found;
  }
  return undefined;
}

function findMetadata(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = findMetadata(p);
      if (inner) return inner;
    } else if (entry.name.endsWith('.overall_export_metadata') && statSync(p).size > 0) {
      return p;
    }
  }
  return undefined;
}

/** Exports left half-written by a process that died while exporting. */
export function removeUnfinishedExports(dataDir) {
  if (!existsSync(dataDir)) return;
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(NEXT_PREFIX)) rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

/** Loads an export into the project (which should be empty). */
export async function importExport(emulator, projectId, metadataFile) {
  await emulatorCall(emulator, projectId, 'import', { database: databaseName(projectId), export_directory: metadataFile });
}

/** Deletes every document of the project's database. */
export async function clearProject(emulator, projectId) {
  const res = await fetch(`http://${emulator.host}:${emulator.port}/emulator/v1/${databaseName(projectId)}/documents`, { method: 'DELETE', signal: AbortSignal.timeout(60_000) });
  if (!res.ok) throw new Error(`The Firestore emulator refused to empty ${projectId}: ${res.status} ${await res.text()}`);
}
