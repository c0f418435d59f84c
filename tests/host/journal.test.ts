/**
 * The local Firestore's journal: every acknowledged commit is replayed after a crash, a torn last
 * line (a commit cut short) is skipped whole, replay is idempotent across compactions, and the
 * snapshot is only rewritten when the journal has grown.
 */
import fs from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { JOURNAL_FILE, Journal, ROTATED_FILE, replayJournals } from '../../emulators/src/journal.js';
import { LEGACY_SNAPSHOT_FILE, SNAPSHOT_FILE } from '../../emulators/src/snapshot.js';
import { openLocalFirestore, replacer, reviver, type LocalFirestore } from '../../emulators/src/local-firestore.js';
import { makeDataDir } from '../helpers/test-host.js';

const codec = { replacer, reviver };
const dirs: string[] = [];
const open: LocalFirestore[] = [];

async function dir() {
  const d = await makeDataDir();
  dirs.push(d);
  return d;
}
async function openDb(dataDir: string, compactBytes?: number) {
  const local = await openLocalFirestore({ dataDir, projectId: 'demo-journal', compactBytes, log: () => {} });
  open.push(local);
  return local;
}
/** What a crash leaves: the files as they are, nothing flushed or compacted by close(). */
function abandon(local: LocalFirestore) {
  open.splice(open.indexOf(local), 1);
}

afterEach(async () => {
  for (const l of open.splice(0)) await l.close();
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

describe('the journal file', () => {
  it('replays each document’s last state and skips a torn last line whole', async () => {
    const d = await dir();
    const journal = new Journal(d, codec);
    journal.append([['a/1', { n: 1, at: new Timestamp(5, 6) }]]);
    journal.append([['a/1', { n: 2, v: FieldValue.vector([1, 2]) }], ['a/2', { x: true }]]);
    journal.append([['a/2', null]]);
    journal.flush();
    journal.close();
    // A commit cut short: half of its line reached the file.
    fs.appendFileSync(path.join(d, JOURNAL_FILE), '[["a/1",{"n":99}],["a/3",{"y');

    const replayed = await replayJournals(d, codec);
    expect(replayed.commits).toBe(3);
    expect(replayed.skipped).toBe(1);
    expect(replayed.documents.get('a/2')).toBeNull();
    const a1 = replayed.documents.get('a/1')!;
    expect(a1.n).toBe(2);
    expect((a1.v as { toArray(): number[] }).toArray()).toEqual([1, 2]);
    expect(replayed.documents.has('a/3')).toBe(false);
  });

  it('replays the rotated journal before the current one', async () => {
    const d = await dir();
    const journal = new Journal(d, codec);
    journal.append([['a/1', { n: 1 }]]);
    journal.rotate();
    journal.append([['a/1', { n: 2 }]]);
    journal.close();
    expect(fs.existsSync(path.join(d, ROTATED_FILE))).toBe(true);
    expect((await replayJournals(d, codec)).documents.get('a/1')).toEqual({ n: 2 });
  });
});

describe('the local Firestore with its journal', () => {
  it('keeps every acknowledged write when the process dies without saving', async () => {
    const d = await dir();
    const first = await openDb(d);
    const ref = first.db.doc('counters/views');
    for (let i = 0; i < 20; i++) await ref.set({ n: FieldValue.increment(1) }, { merge: true });
    await first.db.runTransaction(async (tx) => {
      tx.set(first.db.doc('articles/1'), { title: 'kept', at: Timestamp.fromMillis(1000) });
      tx.delete(first.db.doc('articles/0'));
    });
    const batch = first.db.batch();
    batch.set(first.db.doc('articles/2'), { title: 'batched' });
    batch.update(ref, { extra: true });
    await batch.commit();
    abandon(first); // no close(): only what the journal holds survives

    const second = await openDb(d);
    expect(second.isEmpty).toBe(false);
    expect((await second.db.doc('counters/views').get()).data()).toEqual({ n: 20, extra: true });
    const article = (await second.db.doc('articles/1').get()).data()!;
    expect(article.title).toBe('kept');
    expect((article.at as Timestamp).toMillis()).toBe(1000);
    expect((await second.db.doc('articles/2').get()).get('title')).toBe('batched');
  });

  it('answers each write before its triggers run, as firebase-bridge does without a journal', async () => {
    const local = await openDb(await dir());
    const events: string[] = [];
    local.controller.database.registerTrigger({ route: 'things/{id}', callback: (arg) => events.push(`trigger ${arg.doc.path}`) });
    for (let i = 0; i < 10; i++) {
      await local.db.doc(`things/t${i}`).set({ i });
      events.push(`answer things/t${i}`);
      await expect.poll(() => events.length).toBe(2 * (i + 1));
    }
    expect(events).toEqual(Array.from({ length: 10 }, (_, i) => [`answer things/t${i}`, `trigger things/t${i}`]).flat());
  });

  it('is idempotent: replaying a journal already compacted into the snapshot changes nothing', async () => {
    const d = await dir();
    const first = await openDb(d);
    await first.db.doc('a/1').set({ n: 1 });
    await first.db.doc('a/2').set({ n: 2 });
    await first.db.doc('a/2').delete();
    // Keep a copy of the journal, compact, then put it back as a compaction interrupted after
    // writing the snapshot but before removing the old journal would leave it.
    const journalCopy = fs.readFileSync(path.join(d, JOURNAL_FILE));
    await first.save();
    expect(fs.statSync(path.join(d, JOURNAL_FILE)).size).toBe(0);
    await first.db.doc('a/1').set({ n: 3 });
    abandon(first);
    fs.writeFileSync(path.join(d, ROTATED_FILE), journalCopy);

    const second = await openDb(d);
    expect((await second.db.doc('a/1').get()).data()).toEqual({ n: 3 });
    expect((await second.db.doc('a/2').get()).exists).toBe(false);
    // The next compaction folds both journals into one snapshot.
    await second.save();
    expect(fs.existsSync(path.join(d, ROTATED_FILE))).toBe(false);
    expect(fs.statSync(path.join(d, JOURNAL_FILE)).size).toBe(0);
    await second.close();
    open.splice(open.indexOf(second), 1);
    const third = await openDb(d);
    expect((await third.db.doc('a/1').get()).data()).toEqual({ n: 3 });
    expect((await third.db.doc('a/2').get()).exists).toBe(false);
  });

  it('cuts a torn last line off at start, so the commits written after it are replayed too', async () => {
    const d = await dir();
    const first = await openDb(d);
    await first.db.doc('a/1').set({ n: 1 });
    abandon(first);
    fs.appendFileSync(path.join(d, JOURNAL_FILE), '[["a/1",{"n":99}],["a/3",{"y');

    const second = await openDb(d);
    expect((await second.db.doc('a/1').get()).data()).toEqual({ n: 1 });
    await second.db.doc('a/2').set({ after: 'the torn line' });
    abandon(second);

    const third = await openDb(d);
    expect((await third.db.doc('a/1').get()).data()).toEqual({ n: 1 });
    expect((await third.db.doc('a/2').get()).data()).toEqual({ after: 'the torn line' });
    expect((await third.db.doc('a/3').get()).exists).toBe(false);
  });

  it('keeps a damaged journal tail aside instead of replaying it out of order or losing it', async () => {
    const d = await dir();
    fs.writeFileSync(path.join(d, JOURNAL_FILE), '[["a/1",{"n":1}]]\nnot json\n[["a/1",{"n":2}]]\n');
    const first = await openDb(d);
    expect((await first.db.doc('a/1').get()).data()).toEqual({ n: 1 });
    const aside = fs.readdirSync(d).filter((f) => f.startsWith(`${JOURNAL_FILE}.damaged-`));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(d, aside[0]!), 'utf8')).toBe('not json\n[["a/1",{"n":2}]]\n');
    await first.db.doc('a/2').set({ n: 3 });
    abandon(first);
    const second = await openDb(d);
    expect((await second.db.doc('a/1').get()).data()).toEqual({ n: 1 });
    expect((await second.db.doc('a/2').get()).data()).toEqual({ n: 3 });
  });

  it('compacts by merging: documents written since are replaced, deleted ones dropped, the others kept as they were', async () => {
    const d = await dir();
    const first = await openDb(d);
    const batch = first.db.batch();
    for (let i = 0; i < 50; i++) batch.set(first.db.doc(`docs/${i}`), { i, at: Timestamp.fromMillis(i * 1000), text: `ü "quoted" \\ ${i}` });
    batch.set(first.db.doc('docs/7/sub/x'), { nested: true });
    await batch.commit();
    await first.save();
    const lines = () => fs.readFileSync(path.join(d, SNAPSHOT_FILE), 'utf8').split('\n').filter((l) => l !== '');
    const before = lines();
    expect(before).toHaveLength(51);
    await first.db.doc('docs/3').set({ i: 3, changed: true });
    await first.db.doc('docs/4').delete();
    await first.db.doc('docs/new').set({ added: Timestamp.fromMillis(42) });
    await first.save();
    const after = lines();
    // Unchanged documents' lines are the very same bytes; one replaced, one gone, one added.
    expect(after.filter((l) => before.includes(l))).toHaveLength(49);
    expect(after).toHaveLength(51);
    await first.close();
    open.splice(open.indexOf(first), 1);

    const second = await openDb(d);
    expect((await second.db.collection('docs').get()).size).toBe(50);
    expect((await second.db.doc('docs/3').get()).data()).toEqual({ i: 3, changed: true });
    expect((await second.db.doc('docs/4').get()).exists).toBe(false);
    expect(((await second.db.doc('docs/new').get()).get('added') as Timestamp).toMillis()).toBe(42);
    const nine = (await second.db.doc('docs/9').get()).data()!;
    expect(nine.text).toBe('ü "quoted" \\ 9');
    expect((nine.at as Timestamp).toMillis()).toBe(9000);
    expect((await second.db.doc('docs/7/sub/x').get()).data()).toEqual({ nested: true });
  });

  it('reads a firestore.json left by an older host once, and replaces it with a snapshot', async () => {
    const d = await dir();
    fs.writeFileSync(
      path.join(d, LEGACY_SNAPSHOT_FILE),
      JSON.stringify({ articles: { '1': { data: { title: 'old', at: { __type: 'timestamp', seconds: 5, nanoseconds: 0 } }, collections: { content: { '1': { data: { body: 'b' } } } } } } }),
    );
    const first = await openDb(d);
    expect(first.isEmpty).toBe(false);
    expect(fs.existsSync(path.join(d, LEGACY_SNAPSHOT_FILE))).toBe(false);
    expect(fs.existsSync(path.join(d, SNAPSHOT_FILE))).toBe(true);
    await first.db.doc('articles/2').set({ title: 'new' });
    abandon(first);

    const second = await openDb(d);
    expect(((await second.db.doc('articles/1').get()).get('at') as Timestamp).seconds).toBe(5);
    expect((await second.db.doc('articles/1/content/1').get()).data()).toEqual({ body: 'b' });
    expect((await second.db.doc('articles/2').get()).data()).toEqual({ title: 'new' });
  });

  it('rewrites the snapshot only when the journal outgrows it, not on every write', async () => {
    const d = await dir();
    const local = await openDb(d, 4096);
    await local.db.doc('big/1').set({ text: 'x'.repeat(20_000) });
    await local.save();
    const snapshot = path.join(d, SNAPSHOT_FILE);
    const firstSave = fs.statSync(snapshot).mtimeMs;
    for (let i = 0; i < 20; i++) await local.db.doc('small/1').set({ i });
    expect(fs.statSync(snapshot).mtimeMs).toBe(firstSave); // ~20 small lines < the 20 KB snapshot
    for (let i = 0; i < 300; i++) await local.db.doc('small/1').set({ i, pad: 'y'.repeat(100) });
    // ~39 KB of journal in all: compacted at least once, and never much larger than the snapshot.
    await expect.poll(() => fs.statSync(snapshot).mtimeMs).toBeGreaterThan(firstSave);
    expect(fs.statSync(path.join(d, JOURNAL_FILE)).size).toBeLessThanOrEqual(fs.statSync(snapshot).size + 200);
  });
});
