/**
 * The local servers (the fakes of OpenAI, Telegram and Vertex, the trigger relay; the host is
 * made the same way, emulators/src/local-server.ts) leave an idle connection open for as long as
 * its client keeps it. A client whose process is starved learns late that a server closed one,
 * sends its next request down it and gets a reset: a browser test's reset of the OpenAI fake
 * failed with `read ECONNRESET` so. Here the client is a plain socket that does not look: it
 * sends a second request after longer than Node's servers keep an idle connection by default
 * (5 s, and a second more on Node 24), and every server answers it on the same connection.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../emulators/fakes/openai.js';
import { startFakeTelegram, type FakeTelegram } from '../../emulators/fakes/telegram.js';
import { startFakeVertexEmbeddings, type FakeVertexEmbeddings } from '../../emulators/fakes/vertex-embeddings.js';
import { startTriggerRelay, type TriggerRelay } from '../../emulators/src/trigger-relay.js';

/** Longer than a default Node server keeps an idle connection (6 s on Node 24). */
const IDLE_MS = 7_000;

/** Sends one request on the socket and reads one whole answer (status line and headers). */
function ask(socket: net.Socket, path: string): Promise<{ status: string; headers: string }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = text.slice(0, end);
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (text.length < end + 4 + length) return;
      done();
      resolve({ status: head.split('\r\n')[0]!, headers: head });
    };
    const onEnd = () => {
      done();
      reject(new Error(`the server closed the connection (${socket.errored?.message ?? 'no error'}); read so far: ${JSON.stringify(text)}`));
    };
    const done = () => {
      socket.off('data', onData);
      socket.off('close', onEnd);
      socket.off('error', onEnd);
    };
    socket.on('data', onData);
    socket.on('close', onEnd);
    socket.on('error', onEnd);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });
}

describe('the local servers keep an idle connection until its client ends it', () => {
  let openai: FakeOpenAi;
  let telegram: FakeTelegram;
  let vertex: FakeVertexEmbeddings;
  let relay: TriggerRelay;
  beforeAll(async () => {
    [openai, telegram, vertex, relay] = await Promise.all([startFakeOpenAi(), startFakeTelegram(), startFakeVertexEmbeddings(), startTriggerRelay()]);
  });
  afterAll(() => Promise.all([openai?.close(), telegram?.close(), vertex?.close(), relay?.close()]));

  it(`answers a request sent down a connection idle for ${IDLE_MS / 1000} s`, async () => {
    const servers = { 'the OpenAI fake': openai.baseUrl, 'the Telegram fake': telegram.apiRoot, 'the Vertex fake': vertex.baseUrl, 'the trigger relay': relay.url };
    const answers = await Promise.all(
      Object.entries(servers).map(async ([name, base]) => {
        const url = new URL(base);
        const socket = net.connect(Number(url.port), url.hostname);
        await new Promise((resolve) => socket.once('connect', resolve));
        try {
          const first = await ask(socket, '/no-such-path');
          await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
          const second = await ask(socket, '/no-such-path').catch((err: Error) => ({ status: err.message, headers: '' }));
          return [name, { first: first.status, timeoutAdvertised: /\r\nkeep-alive: *timeout/i.test(first.headers), second: second.status }];
        } finally {
          socket.destroy();
        }
      }),
    );
    // Each answers the unknown path (404; the OpenAI fake 401 without a key, as OpenAI does) the
    // same way twice on one connection, and advertises no idle limit.
    const seen = Object.fromEntries(answers) as Record<string, { first: string; second: string; timeoutAdvertised: boolean }>;
    expect(seen).toEqual(
      Object.fromEntries(Object.keys(servers).map((name) => [name, { first: name === 'the OpenAI fake' ? 'HTTP/1.1 401 Unauthorized' : 'HTTP/1.1 404 Not Found', timeoutAdvertised: false, second: seen[name]!.first }])),
    );
  });
});
