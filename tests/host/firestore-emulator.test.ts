/**
 * Where the local database comes from (emulators/src/firestore-emulator.ts): Google's Cloud
 * Firestore emulator, found through FIRESTORE_EMULATOR_BINARY_PATH, the Debian package or
 * firebase-tools' download, run on Java 17 or later; without either, `npm start` stops with one
 * message that says what to install (exit code 2, no stack trace).
 */
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreEmulatorUnavailable, findFirestoreEmulator, findJava, javaMajorVersion } from '../../emulators/src/firestore-emulator.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'emulator-lookup-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A `java` that answers `-version` as the given Java would. */
async function fakeJava(name: string, versionLine: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, `#!/bin/sh\necho '${versionLine}' >&2\n`);
  await chmod(file, 0o755);
  return file;
}

/** `npm start`'s entry point, until it stops (it must stop by itself here). */
function startLocalHost(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'emulators/host.ts'], {
      cwd: ROOT,
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: '', DATA_DIR: path.join(dir, 'data'), PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('finding the emulator', () => {
  it('takes FIRESTORE_EMULATOR_BINARY_PATH first: a jar or a launcher', async () => {
    const jar = path.join(dir, 'my-emulator.jar');
    const launcher = path.join(dir, 'cloud_firestore_emulator');
    await writeFile(jar, '');
    await writeFile(launcher, '');
    expect(findFirestoreEmulator({ FIRESTORE_EMULATOR_BINARY_PATH: jar })).toEqual({ kind: 'jar', path: jar });
    expect(findFirestoreEmulator({ FIRESTORE_EMULATOR_BINARY_PATH: launcher })).toEqual({ kind: 'launcher', path: launcher });
  });

  it('then the Debian package, then the newest jar firebase-tools downloaded', async () => {
    const debian = path.join(dir, 'debian', 'cloud-firestore-emulator.jar');
    const cache = path.join(dir, 'cache');
    await mkdir(path.dirname(debian), { recursive: true });
    await mkdir(cache, { recursive: true });
    for (const v of ['1.9.0', '1.19.4', '1.18.2']) await writeFile(path.join(cache, `cloud-firestore-emulator-v${v}.jar`), '');
    await writeFile(path.join(cache, 'pubsub-emulator-0.8.2.zip'), '');
    expect(findFirestoreEmulator({ FIREBASE_EMULATORS_PATH: cache }, path.join(dir, 'no-debian.jar'))).toEqual({
      kind: 'jar',
      path: path.join(cache, 'cloud-firestore-emulator-v1.19.4.jar'),
    });
    await writeFile(debian, '');
    expect(findFirestoreEmulator({ FIREBASE_EMULATORS_PATH: cache }, debian)).toEqual({ kind: 'jar', path: debian });
    // firebase-tools' default place is ~/.cache/firebase/emulators.
    const home = path.join(dir, 'home');
    await mkdir(path.join(home, '.cache', 'firebase', 'emulators'), { recursive: true });
    await writeFile(path.join(home, '.cache', 'firebase', 'emulators', 'cloud-firestore-emulator-v1.20.0.jar'), '');
    expect(findFirestoreEmulator({ HOME: home }, path.join(dir, 'no-debian.jar')).path).toBe(path.join(home, '.cache', 'firebase', 'emulators', 'cloud-firestore-emulator-v1.20.0.jar'));
  });

  it('says what to install when there is none', () => {
    const empty = path.join(dir, 'empty-cache');
    const missing = () => findFirestoreEmulator({ FIREBASE_EMULATORS_PATH: empty, HOME: empty }, path.join(dir, 'no-debian.jar'));
    expect(missing).toThrow(FirestoreEmulatorUnavailable);
    expect(missing).toThrow(/Cloud Firestore emulator was not found\.[\s\S]*apt-get install google-cloud-cli-firestore-emulator[\s\S]*firebase setup:emulators:firestore[\s\S]*FIRESTORE_EMULATOR_BINARY_PATH/);
    expect(() => findFirestoreEmulator({ FIRESTORE_EMULATOR_BINARY_PATH: path.join(dir, 'nope.jar') })).toThrow(/FIRESTORE_EMULATOR_BINARY_PATH names .*nope\.jar, which does not exist/);
  });
});

describe('Java', () => {
  it('reads the major version of every way Java prints it', () => {
    expect(javaMajorVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(javaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajorVersion('java version "1.8.0_392"')).toBe(8);
    expect(javaMajorVersion('openjdk version "11.0.2" 2019-01-15')).toBe(11);
    expect(javaMajorVersion('no version here')).toBeUndefined();
  });

  it('needs 17 or later, from JAVA, JAVA_HOME or the PATH', async () => {
    expect(findJava({ JAVA: await fakeJava('java17', 'openjdk version "17.0.15" 2025-04-15') })).toBe(path.join(dir, 'java17'));
    expect(() => findJava({ JAVA: path.join(dir, 'java11-missing') })).toThrow(/Java was not found/);
    const old = await fakeJava('java11', 'openjdk version "11.0.2" 2019-01-15');
    expect(() => findJava({ JAVA: old })).toThrow(/is Java 11; the emulator needs Java 17 or later\.[\s\S]*openjdk-17-jre-headless/);
    await mkdir(path.join(dir, 'jdk8', 'bin'), { recursive: true });
    await writeFile(path.join(dir, 'jdk8', 'bin', 'java'), `#!/bin/sh\necho 'java version "1.8.0_392"' >&2\n`);
    await chmod(path.join(dir, 'jdk8', 'bin', 'java'), 0o755);
    expect(() => findJava({ JAVA_HOME: path.join(dir, 'jdk8') })).toThrow(/is Java 8/);
  });
});

describe('npm start without them', () => {
  it('stops at once with the message and exit code 2, never a stack trace', async () => {
    const noEmulator = await startLocalHost({ FIRESTORE_EMULATOR_BINARY_PATH: path.join(dir, 'gone.jar') });
    expect(noEmulator.code).toBe(2);
    expect(noEmulator.stderr).toContain('which does not exist');
    expect(noEmulator.stderr).toContain('apt-get install google-cloud-cli-firestore-emulator');
    expect(noEmulator.stderr).not.toMatch(/^\s+at /m);
    expect(noEmulator.stdout).not.toContain('is running at');

    const oldJava = await startLocalHost({ JAVA: await fakeJava('java11-start', 'openjdk version "11.0.2" 2019-01-15') });
    expect(oldJava.code).toBe(2);
    expect(oldJava.stderr).toContain('is Java 11; the emulator needs Java 17 or later');
    expect(oldJava.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});
