/**
 * How long the local host takes to start, and to save, with a large DATA_DIR (issue 13: 10,000
 * articles start in under 10 s in under 1 GiB), each step in a fresh process:
 *  1. generate: ARTICLES articles (default 10,000), each in 4 to 8 languages with 3 to 6 KB of body
 *     per language, plus their slugs, counters and stats, written through the Admin SDK in batches
 *     to a Cloud Firestore emulator of its own; then COMMITS commits (default 50,000: view counts and
 *     article edits); then the database is saved to DATA_DIR (the emulator's export) and stopped;
 *  2. start: `startHost` on that directory (a new emulator, the export imported, the reader catalog
 *     warmed), its resident memory after a garbage collection, then a save and a clean stop;
 *  3. start again.
 *
 * Run from the repository root: `node --expose-gc --import tsx bench/host-start.ts`
 * (ARTICLES=2500 COMMITS=10000 for a quick one; KEEP_DATA=1 keeps the directory).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';

const ARTICLES = Number(process.env.ARTICLES ?? 10_000);
const COMMITS = Number(process.env.COMMITS ?? 50_000);
const LANGUAGES = ['en', 'hi', 'bn', 'ta', 'te', 'kn', 'mr', 'gu'];
const [mode, dataDir] = process.argv.slice(2);

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;
/** The saved database's size: the export under DATA_DIR/firestore. */
const dirSize = (dir: string) => {
  const bytes = (p: string): number => (fs.statSync(p).isDirectory() ? fs.readdirSync(p).reduce((n, f) => n + bytes(path.join(p, f)), 0) : fs.statSync(p).size);
  const exported = path.join(dir, 'firestore');
  return fs.existsSync(exported) ? `export ${mib(bytes(exported))}` : 'nothing saved yet';
};

if (mode === 'generate') await generate(dataDir!);
else if (mode === 'start') await start(dataDir!);
else await main();

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-host-start-'));
  const self = fileURLToPath(import.meta.url);
  const run = (step: string) => {
    const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', self, step, dir], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${step} failed (${result.status ?? result.signal})`);
  };
  try {
    console.log(`Local host start with ${ARTICLES} articles and ${COMMITS} commits after them (${dir})`);
    run('generate');
    run('start');
    run('start');
  } finally {
    if (process.env.KEEP_DATA === '1') console.log(`Kept ${dir}`);
    else await rm(dir, { recursive: true, force: true });
  }
}

/** Body text of about `bytes` UTF-8 bytes in the language's script, in paragraphs. */
function body(code: string, bytes: number, seed: number): string {
  const words: Record<string, string[]> = {
    en: ['bitcoin', 'halving', 'reward', 'miners', 'supply', 'wallet', 'custody', 'stablecoin', 'reserves', 'ledger'],
    hi: ['बिटकॉइन', 'हॉल्विंग', 'इनाम', 'खनिक', 'आपूर्ति', 'वॉलेट', 'अभिरक्षा', 'स्टेबलकॉइन', 'भंडार', 'बहीखाता'],
    bn: ['বিটকয়েন', 'হালভিং', 'পুরস্কার', 'খনিজীবী', 'সরবরাহ', 'ওয়ালেট', 'হেফাজত', 'স্টেবলকয়েন', 'মজুদ', 'খতিয়ান'],
    ta: ['பிட்காயின்', 'பாதியாக்கம்', 'வெகுமதி', 'சுரங்கர்', 'வழங்கல்', 'பணப்பை', 'காப்பு', 'நிலைநாணயம்', 'இருப்பு', 'பேரேடு'],
    te: ['బిట్‌కాయిన్', 'హాల్వింగ్', 'బహుమతి', 'మైనర్లు', 'సరఫరా', 'వాలెట్', 'సంరక్షణ', 'స్టేబుల్‌కాయిన్', 'నిల్వలు', 'లెడ్జర్'],
    kn: ['ಬಿಟ್‌ಕಾಯಿನ್', 'ಹಾಲ್ವಿಂಗ್', 'ಬಹುಮಾನ', 'ಗಣಿಗಾರರು', 'ಪೂರೈಕೆ', 'ವಾಲೆಟ್', 'ಸುರಕ್ಷತೆ', 'ಸ್ಟೇಬಲ್‌ಕಾಯಿನ್', 'ಮೀಸಲು', 'ಲೆಡ್ಜರ್'],
    mr: ['बिटकॉइन', 'हाल्व्हिंग', 'बक्षीस', 'खाणकामगार', 'पुरवठा', 'वॉलेट', 'संरक्षण', 'स्टेबलकॉइन', 'साठा', 'खातेवही'],
    gu: ['બિટકોઇન', 'હાલ્વિંગ', 'ઇનામ', 'ખાણિયા', 'પુરવઠો', 'વૉલેટ', 'રક્ષણ', 'સ્ટેબલકોઇન', 'અનામત', 'ખાતાવહી'],
  };
  const list = words[code]!;
  let html = '';
  let i = seed;
  while (Buffer.byteLength(html) < bytes) {
    let p = '<p>';
    for (let w = 0; w < 40; w++) p += `${list[(i = (i * 1103515245 + 12345) & 0x7fffffff) % list.length]} `;
    html += `${p.trim()}.</p><h2>${list[i % list.length]}</h2>`;
  }
  return html;
}

async function generate(dir: string) {
  const { openLocalFirestore } = await import('../emulators/src/local-firestore.js');
  const { startFirestoreEmulator } = await import('../emulators/src/firestore-emulator.js');
  const emulator = await startFirestoreEmulator({ jit: 'full' });
  const local = await openLocalFirestore({ emulator, dataDir: dir, projectId: 'demo-cryptolekh', log: () => {} });
  const { db } = local;
  let t0 = performance.now();
  const now = Date.now();
  const created = Timestamp.fromMillis(now - 365 * 86_400_000);
  const langBatch = db.batch();
  LANGUAGES.forEach((code, i) => {
    langBatch.set(db.doc(`languages/${i + 1}`), { id: i + 1, code, name: code, nativeName: code, isActive: true, createdAt: created });
    langBatch.set(db.doc(`languageCodes/${code}`), { id: i + 1 });
  });
  await langBatch.commit();

  const PER_BATCH = 25;
  let bodyBytes = 0;
  for (let from = 1; from <= ARTICLES; from += PER_BATCH) {
    const batch = db.batch();
    for (let id = from; id < Math.min(ARTICLES + 1, from + PER_BATCH); id++) {
      const at = Timestamp.fromMillis(now - (ARTICLES - id) * 3_600_000);
      const languageIds = LANGUAGES.slice(0, 4 + (id % 5)).map((_, i) => i + 1);
      const slug = `article-${id}`;
      const translations = languageIds.map((languageId) => {
        const code = LANGUAGES[languageId - 1]!;
        const title = `${code} ${id}: ${body(code, 60, id).replace(/<[^>]+>/g, '').slice(0, 60)}`;
        const excerpt = body(code, 200, id + languageId).replace(/<[^>]+>/g, '').slice(0, 200);
        const content = body(code, 3000 + ((id * 7919 + languageId * 104729) % 3000), id * 31 + languageId);
        bodyBytes += Buffer.byteLength(content);
        batch.set(db.doc(`articles/${id}/content/${languageId}`), {
          languageId, title, excerpt, content, metaDescription: excerpt.slice(0, 150), isOriginal: languageId === 1,
          source: languageId === 1 ? 'human' : 'ai', createdAt: at, updatedAt: at,
        });
        return {
          languageId, title, excerpt, metaDescription: excerpt.slice(0, 150), isOriginal: languageId === 1,
          source: languageId === 1 ? 'human' : 'ai',
          ...(languageId !== 1 && { sourceHash: 'f'.repeat(32), ai: { model: 'gpt-4o', promptVersion: 1, tokens: 2400, translatedAt: at } }),
        };
      });
      batch.set(db.doc(`articles/${id}`), {
        id, slug, category: ['education', 'research', 'case-study'][id % 3], status: 'published', isFeatured: id % 50 === 0,
        imageUrl: null, imagePublicId: null, imageMeta: null, videoUrl: null, videoPublicId: null, videoPosterUrl: null,
        publishedAt: at, scheduledAt: null, createdAt: at, updatedAt: at, changedAt: at, originalLanguageId: 1,
        originalHash: 'f'.repeat(32), translations, languageIds, targetLanguageIds: languageIds.slice(1),
      });
      batch.set(db.doc(`articleSlugs/${slug}`), { id });
      const counts = { views: (id * 37) % 5000, shares: (id * 13) % 300 };
      batch.set(db.doc(`articles/${id}/counters/0`), counts);
      batch.set(db.doc(`articleStats/${id}`), { ...counts, changedAt: at });
    }
    await batch.commit();
  }
  await db.doc('meta/ids').set({ articles: ARTICLES, languages: LANGUAGES.length });
  console.log(`  generated ${ARTICLES} articles (${mib(bodyBytes)} of bodies) in ${seconds(t0)} s`);
  t0 = performance.now();
  await local.save();
  console.log(`  exported in ${seconds(t0)} s: ${dirSize(dir)}`);

  // What a running site writes: mostly counted views, now and then an article saved.
  t0 = performance.now();
  for (let from = 0; from < COMMITS; from += 500) {
    const writes: Promise<unknown>[] = [];
    for (let n = from; n < Math.min(COMMITS, from + 500); n++) {
      const id = 1 + ((n * 7919) % ARTICLES);
      if (n % 100 === 99) writes.push(db.doc(`articles/${id}`).update({ isFeatured: n % 200 === 199, updatedAt: Timestamp.now(), changedAt: FieldValue.serverTimestamp() }));
      else writes.push(db.doc(`articles/${id}/counters/${n % 10}`).set({ views: FieldValue.increment(1) }, { merge: true }));
    }
    await Promise.all(writes);
  }
  console.log(`  ${COMMITS} commits after it in ${seconds(t0)} s`);
  t0 = performance.now();
  await local.close();
  await emulator.stop();
  console.log(`  saved in ${seconds(t0)} s: ${dirSize(dir)}`);
  process.exit(0);
}

async function start(dir: string) {
  const { startHost } = await import('../emulators/src/create-host.js');
  const before = dirSize(dir);
  let t0 = performance.now();
  const host = await startHost({ port: 0, dataDir: dir, auth: false, seed: false, schedules: false });
  const startSeconds = seconds(t0);
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  const res = await fetch(`${host.url}/api/articles?language=hi&limit=24&offset=0`);
  const { total } = (await res.json()) as { total: number };
  console.log(`  started in ${startSeconds} s (${before}); resident memory ${mib(rss)} (heap ${mib(heapUsed)}) after GC; All Articles lists ${total}`);
  await host.firestore.db.doc('articles/1/counters/0').set({ views: FieldValue.increment(1) }, { merge: true });
  t0 = performance.now();
  await host.firestore.save();
  console.log(`  a save (export) took ${seconds(t0)} s: ${dirSize(dir)}`);
  t0 = performance.now();
  await host.close();
  console.log(`  stopped in ${seconds(t0)} s`);
}
