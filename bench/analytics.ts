/**
 * Analytics under load (issue 30, docs/analytics.md): page-view beacons at BENCH_ANALYTICS_RATE a
 * second (default 500) for BENCH_ANALYTICS_SECONDS (default 10) from BENCH_ANALYTICS_READERS
 * simulated readers (default 1,000, each its own loopback address and user agent, so none reaches
 * the per-address limit), against a host in this process. Afterwards the day's totals must be
 * exact (page views = beacons sent, visitors = readers, each edition's readers): a lost increment
 * fails the run. Reported: the rate reached, Firestore writes and reads per page view as the usage
 * meter bills them (in the request, and the trigger's per reader of the day), and
 * what one Analytics screen load (a 30-day report) reads. The rollups are the increments
 * themselves: no roll-up job runs per day.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startHost } from '../emulators/src/create-host.js';
import { zonedParts } from '../functions/src/services/analytics/attributes.js';
import type { BenchSection } from './context.js';
import { printColumns } from './format.js';

const num = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export const analyticsSection: BenchSection = {
  name: 'analytics',
  description: 'page-view beacons at 500/s: exact totals afterwards, writes and reads per page view and per report',
  async run(ctx) {
    const rate = num('BENCH_ANALYTICS_RATE', 500);
    const seconds = num('BENCH_ANALYTICS_SECONDS', 10);
    const readerCount = Math.min(num('BENCH_ANALYTICS_READERS', 1_000), 60_000);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-bench-analytics-'));
    const host = await startHost({ port: 0, dataDir, auth: false, seed: false, schedules: false });
    try {
      const now = new Date();
      await host.services.repos.languages.create({ code: 'en', name: 'English', nativeName: 'English', isActive: true }, now, 1);
      await host.services.repos.languages.create({ code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', isActive: true }, now);
      const readers = Array.from({ length: readerCount }, (_, i) => ({
        agent: new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: `127.${10 + Math.floor(i / 65_000)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}` }),
        ua: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 bench-${i}`,
      }));
      const languageOf = (i: number) => (i % 3 ? 'en' : 'hi');
      const url = new URL(`${host.url}/api/page-views`);
      const send = (i: number) =>
        new Promise<number | string>((resolve) => {
          const r = readers[i % readers.length]!;
          const body = JSON.stringify({ type: 'view', viewId: randomUUID(), page: 'home', language: languageOf(i), referrer: i % 5 ? '' : 'https://t.me/x', timeZone: 'Asia/Kolkata', screenWidth: 1280 });
          const req = http.request(url, { method: 'POST', agent: r.agent, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': r.ua } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          });
          req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
          req.end(body);
        });

      // Warm the instance (the day's salt, languages, settings), then meter the run.
      const day = zonedParts(new Date(), 'Asia/Kolkata').day;
      await send(readerCount); // reader 0 again below: counted in the totals
      host.firestore.meter.reset();
      const total = Math.round(rate * seconds);
      // Reader i % readerCount reads the edition of beacon i: the exact readers of each edition.
      const editionReaders = { en: new Set<number>([0]), hi: new Set<number>() };
      for (let i = 0; i < total; i++) editionReaders[languageOf(i)].add(i % readerCount);
      const expectedMarkers = editionReaders.en.size + editionReaders.hi.size;
      const statuses = new Map<number | string, number>();
      const started = performance.now();
      const inFlight: Promise<void>[] = [];
      for (let i = 0; i < total; i++) {
        const due = started + (i / rate) * 1000;
        const wait = due - performance.now();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        inFlight.push(send(i).then((s) => void statuses.set(s, (statuses.get(s) ?? 0) + 1)));
      }
      await Promise.all(inFlight);
      const elapsed = (performance.now() - started) / 1000;
      // The site's readers are counted after the answers, by the trigger on each new edition marker.
      const triggerStarted = performance.now();
      for (;;) {
        const s = host.triggers.getStats('onAnalyticsReaderCreated');
        if (s.completedCount + s.errorCount === s.initiatedCount && s.initiatedCount >= expectedMarkers) break;
        if (performance.now() - triggerStarted > 120_000) {
          ctx.fail('analytics: the reader trigger did not settle within 2 minutes');
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      const usage = host.firestore.meter.usage();
      const triggerWrites = (usage.writesByCollection.analyticsDayVisitors ?? 0) * 2;

      const report = await host.services.analytics.report({ from: day, to: day });
      host.firestore.meter.reset();
      const thirtyDaysAgo = new Date(Date.now() - 29 * 86_400_000);
      await host.services.analytics.report({ from: zonedParts(thirtyDaysAgo, 'Asia/Kolkata').day, to: day });
      const reportUsage = host.firestore.meter.usage();

      const sent = total + 1;
      const languageIds = new Map((await host.services.repos.languages.listAll()).map((l) => [l.code, l.id]));
      const editionOf = (code: string) => report.languages.find((l) => l.languageId === languageIds.get(code))?.visitors ?? 0;
      const readersCounted = usage.writesByCollection.analyticsDayVisitors ?? 0;
      const expectedVisitors = Math.min(readerCount, total);
      printColumns([
        { figure: 'beacons sent', value: String(sent) },
        { figure: 'rate reached', value: `${Math.round(total / elapsed)} /s (target ${rate} /s)` },
        { figure: 'answers', value: [...statuses.entries()].map(([s, n]) => `${s}: ${n}`).join(', ') },
        { figure: 'page views counted', value: `${report.totals.pageviews} (expected ${sent})` },
        { figure: 'visitors counted', value: `${report.totals.visitors} (expected ${expectedVisitors})` },
        { figure: 'readers per edition', value: `en ${editionOf('en')}, hi ${editionOf('hi')} (expected ${editionReaders.en.size}, ${editionReaders.hi.size})` },
        { figure: 'writes per page view, in the request', value: ((usage.writes - triggerWrites) / total).toFixed(2) },
        { figure: 'writes per reader of the day, after it', value: readersCounted ? (triggerWrites / readersCounted).toFixed(2) : '0' },
        { figure: 'reads per page view', value: (usage.reads / total).toFixed(3) },
        { figure: 'one 30-day report: reads', value: String(reportUsage.reads) },
        { figure: 'roll-up job writes per day', value: '0 (increments are the rollups)' },
      ]);
      if (statuses.get(204) !== total) ctx.fail(`analytics: ${total - (statuses.get(204) ?? 0)} beacons not answered 204`);
      if (report.totals.pageviews !== sent) ctx.fail(`analytics: ${report.totals.pageviews} page views counted of ${sent} sent`);
      if (report.totals.visitors !== expectedVisitors) ctx.fail(`analytics: ${report.totals.visitors} visitors counted, ${expectedVisitors} expected`);
      for (const code of ['en', 'hi'] as const) {
        if (editionOf(code) !== editionReaders[code].size) ctx.fail(`analytics: ${editionOf(code)} readers of ${code} counted, ${editionReaders[code].size} expected`);
      }
      // A page view is its open view, the reader's edition marker and a shard (3 writes); the instance
      // re-reads what it keeps (settings, languages) once a minute: not a read per hit.
      if ((usage.writes - triggerWrites) / total > 3 || usage.reads / total > 0.01) ctx.fail(`analytics: ${usage.writes - triggerWrites} writes in requests and ${usage.reads} reads for ${total} page views (at most 3 writes and no read each)`);
      for (const r of readers) r.agent.destroy();
    } finally {
      await host.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
