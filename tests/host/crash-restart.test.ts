/**
 * The local host loses nothing when it is killed: every write it acknowledged before a kill -9 is
 * there after a restart on the same DATA_DIR, and the restart works although the killed host's
 * Auth emulator was left running (its watchdog killed too), ending that orphan. A host killed
 * while its watchdog lives takes its emulator with it. Its Cloud Firestore emulator is saved to
 * DATA_DIR and ended by its own watchdog: no Java process outlives the host.
 */
import { existsSync, readlinkSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from '../../emulators/src/processes.js';
import { emulatorsOf } from '../../emulators/src/firestore-emulator.js';
import { portOutsideEphemeralRange } from '../../emulators/src/free-port.js';
import { ADMIN } from '../helpers/admin-host.js';
import { call, endAllAndRemove, killHard, startHostProcess as startOn, until } from '../helpers/crash-process.js';
import { makeDataDir } from '../helpers/test-host.js';

let dataDir: string;
const startHostProcess = (port: number, authPort: number) => startOn(dataDir, port, authPort);

afterAll(async () => {
  await endAllAndRemove(dataDir);
});

describe('a host killed with kill -9', () => {
  it('keeps every acknowledged write and restarts although its Auth emulator was orphaned', async () => {
    dataDir = await makeDataDir();
    const port = await portOutsideEphemeralRange();
    const authPort = await portOutsideEphemeralRange();
    const first = await startHostProcess(port, authPort);

    const login = await call(first.url, 'POST', '/api/admin/login', ADMIN);
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const lang = await call(first.url, 'POST', '/api/admin/languages', { code: 'en', name: 'English', nativeName: 'English' }, token);
    expect(lang.status, JSON.stringify(lang.body)).toBe(201);
    const created = await call(
      first.url,
      'POST',
      '/api/admin/articles',
      {
        article: { slug: 'survives-kill', category: 'education', status: 'published' },
        translation: { languageId: lang.body.id, title: 'Survives a kill', content: '<p>b</p>', excerpt: 'e' },
      },
      token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;

    // 50 views, ten at a time; the host is killed the moment the last one is answered.
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => call(first.url, 'POST', `/api/articles/${id}/view`)));
      for (const a of answers) expect(a.status).toBe(200);
    }
    // The worst case: the watchdog dies with the host, so the emulator is orphaned.
    process.kill(first.emulator.watchdogPid!, 'SIGKILL');
    expect(emulatorsOf(dataDir)).toHaveLength(1);
    await killHard(first.child);
    expect(isAlive(first.emulator.pid)).toBe(true);
    // The database outlived the functions' process just long enough to be saved, then went.
    await until(() => emulatorsOf(dataDir).length === 0);

    const firstWorkDir = readlinkSync(`/proc/${first.emulator.pid}/cwd`);
    const second = await startHostProcess(port, authPort);
    expect(isAlive(first.emulator.pid)).toBe(false);
    // Nothing of the orphan is left in the temporary directory either.
    expect(existsSync(firstWorkDir)).toBe(false);
    expect(second.emulator.pid).not.toBe(first.emulator.pid);
    const article = await call(second.url, 'GET', '/api/articles/survives-kill?language=en');
    expect(article.status).toBe(200);
    expect(article.body).toMatchObject({ id, title: 'Survives a kill' });
    // Every view was kept (the counter shards); the count readers see is rolled up by a trigger,
    // whose events for the last views died with the host: the restart's catch-up rolls them up.
    await expect.poll(async () => (await call(second.url, 'GET', '/api/articles/survives-kill?language=en')).body.views).toBe(50);
    // The new emulator works: the administrator can sign in again.
    expect((await call(second.url, 'POST', '/api/admin/login', ADMIN)).status).toBe(200);

    // Killed while its watchdog lives: the emulator goes with it, without waiting for a restart,
    // and so does its working directory.
    const secondWorkDir = readlinkSync(`/proc/${second.emulator.pid}/cwd`);
    expect(existsSync(secondWorkDir)).toBe(true);
    await killHard(second.child);
    await until(() => !isAlive(second.emulator.pid));
    await until(() => !isAlive(second.emulator.watchdogPid!));
    await until(() => emulatorsOf(dataDir).length === 0);
    await until(() => !existsSync(secondWorkDir));
  }, 150_000); // two Auth emulator starts: ~20 s idle, far more on a loaded machine
});
