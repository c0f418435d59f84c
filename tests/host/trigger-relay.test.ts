/**
 * The relay between the Cloud Firestore emulator and the hosts that share it (trigger-relay.ts),
 * driven as the emulator drives it: one POST per event, the next sent only once the last is
 * answered. A host whose process is stalled holds up its own events only; a project's events reach
 * its host in the order they came; an event whose connection failed is sent again until it gets
 * through, and one that never does is reported.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeRemotely, startTriggerRelay, type TriggerRelay } from '../../emulators/src/trigger-relay.js';

/** A host's trigger endpoint: what it received (the trigger and the body), answering 204 unless held. */
async function startEndpoint(options: { refuseConnections?: number } = {}) {
  const received: string[] = [];
  let hold: Promise<void> | null = null;
  let refuse = options.refuseConnections ?? 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      received.push(`${decodeURIComponent((req.url ?? '').slice(1))}:${Buffer.concat(chunks).toString()}:${req.headers['ce-id']}`);
      if (hold) await hold;
      res.writeHead(204).end();
    });
  });
  // A connection closed before a request is read, as a keep-alive socket the host just timed out.
  server.on('connection', (socket) => {
    if (refuse > 0) {
      refuse -= 1;
      socket.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  let release = () => {};
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** Answers nothing until `release()`. */
    stall() {
      hold = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => {
      hold = null;
      release();
    },
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

describe('the trigger relay', () => {
  let relay: TriggerRelay;
  const logged: string[] = [];
  const endpoints: Awaited<ReturnType<typeof startEndpoint>>[] = [];
  const endpoint = async (options?: Parameters<typeof startEndpoint>[0]) => {
    const e = await startEndpoint(options);
    endpoints.push(e);
    return e;
  };
  /** One event as the emulator sends it; resolves with the relay's answer's status once it comes. */
  const emit = async (project: string, trigger: string, body: string, id = body) =>
    (await fetch(`${relay.url}/functions/projects/${project}/triggers/${trigger}`, { method: 'POST', headers: { 'content-type': 'application/protobuf', 'ce-id': id }, body })).status;

  beforeAll(async () => {
    relay = await startTriggerRelay({ log: (line) => logged.push(line) });
  });
  afterEach(() => {
    for (const e of endpoints) e.release();
  });
  afterAll(async () => {
    await relay.close();
    for (const e of endpoints) await e.close();
  });

  it('answers the emulator at once, so a stalled host holds up only its own events; each host gets its events in order', async () => {
    const slow = await endpoint();
    const quick = await endpoint();
    await routeRemotely(relay.url, 'slow-project', slow.url);
    await routeRemotely(relay.url, 'quick-project', quick.url);
    slow.stall();
    // The emulator's one queue: each event sent once the last was answered.
    for (const n of [1, 2, 3]) expect(await emit('slow-project', 'onArticleWritten', `s${n}`)).toBe(204);
    expect(await emit('quick-project', 'onAdWritten', 'q1')).toBe(204);
    await vi.waitFor(() => expect(quick.received).toEqual(['onAdWritten:q1:q1']));
    // The stalled host has the first event (unanswered) and is sent nothing more meanwhile.
    expect(slow.received).toEqual(['onArticleWritten:s1:s1']);

    slow.release();
    await vi.waitFor(() => expect(slow.received).toEqual(['onArticleWritten:s1:s1', 'onArticleWritten:s2:s2', 'onArticleWritten:s3:s3']));
    expect(quick.received).toEqual(['onAdWritten:q1:q1']);
    expect(logged).toEqual([]);
  });

  it.each([1, 3])('sends an event again when %i connection(s) to the host fail, and delivers it once, before the events after it', async (failures) => {
    const host = await endpoint({ refuseConnections: failures });
    const project = `flaky-${failures}`;
    await routeRemotely(relay.url, project, host.url);
    expect(await emit(project, 'onTelegramDeliveryWritten', 'first')).toBe(204);
    expect(await emit(project, 'onTelegramDeliveryWritten', 'second')).toBe(204);
    await vi.waitFor(() => expect(host.received).toEqual(['onTelegramDeliveryWritten:first:first', 'onTelegramDeliveryWritten:second:second']));
    expect(logged).toEqual([]);
  });

  it('answers 404 for a project no host registered, and once its host has gone', async () => {
    expect(await emit('nobody', 'onArticleWritten', 'x')).toBe(404);
    const host = await endpoint();
    const unroute = await routeRemotely(relay.url, 'leaving', host.url);
    expect(await emit('leaving', 'onArticleWritten', 'kept')).toBe(204);
    await vi.waitFor(() => expect(host.received).toEqual(['onArticleWritten:kept:kept']));
    await unroute();
    expect(await emit('leaving', 'onArticleWritten', 'after')).toBe(404);
    expect(host.received).toEqual(['onArticleWritten:kept:kept']);
    expect(logged).toEqual([]);
  });

  it('says so when a host it still routes to cannot be reached, after trying again', async () => {
    const host = await endpoint({ refuseConnections: 100 });
    await routeRemotely(relay.url, 'unreachable', host.url);
    expect(await emit('unreachable', 'onMediaWritten', 'e1')).toBe(204);
    await vi.waitFor(() => expect(logged).toEqual([expect.stringMatching(/^Trigger relay: dropped onMediaWritten for unreachable after 6 failed connections: /)]), { timeout: 10_000 });
    expect(host.received).toEqual([]);
    logged.length = 0;
  });
});
