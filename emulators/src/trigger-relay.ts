/**
 * Where the Cloud Firestore emulator sends trigger events. The emulator is told one address at
 * start (--functions_emulator=host:port) and POSTs each event to
 * `/functions/projects/{project}/triggers/{key}` there, as it does to firebase-tools' Functions
 * emulator. One emulator can serve many hosts (the test suite gives each its own project id), so
 * this relay hands each event to the host that registered its project: a function in this
 * process, or another process's trigger endpoint (registered with `PUT /__relay/projects/{p}`
 * `{url}`), forwarded with the same headers and body. Events of a project nobody registered are
 * answered 404 and dropped (the emulator never redelivers; the host does, triggers.ts).
 *
 * The emulator sends every project's events through one queue, one after another, each waiting
 * for the answer to the last. So the relay answers it at once and forwards on its own: a host
 * whose process is busy holds up its own events only, never another host's (in production each
 * function's events are delivered independently). A project's events are forwarded in the order
 * they came, and one whose connection failed (a keep-alive socket the host had just closed) is
 * sent again, as Eventarc delivers again what the service could not take.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localServer } from './local-server.js';

export type TriggerHandler = (key: string, headers: IncomingHttpHeaders, body: Buffer) => void;

export interface TriggerRelay {
  /** host:port, the emulator's --functions_emulator. */
  address: string;
  /** Its base URL, for hosts in other processes (PUT {url}/__relay/projects/{project}). */
  url: string;
  /** Sends the project's events to `target`; answers a function that stops that. */
  route(projectId: string, target: TriggerHandler | string): () => void;
  close(): Promise<void>;
}

const EVENT_PATH = /^\/functions\/projects\/([^/]+)\/triggers\/([^/?]+)$/;
const CONTROL_PATH = /^\/__relay\/projects\/([^/]+)$/;

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The CloudEvent's headers, as the emulator sent them (binary content mode). */
export function eventHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if ((name.startsWith('ce-') || name === 'content-type') && typeof value === 'string') out[name] = value;
  }
  return out;
}

/** How a forward whose connection failed is tried again: waits of 50 ms doubling, this many tries. */
const FORWARD_TRIES = 6;

export async function startTriggerRelay(options: { port?: number; log?: (line: string) => void } = {}): Promise<TriggerRelay> {
  const log = options.log ?? ((line: string) => console.error(line));
  const targets = new Map<string, TriggerHandler | string>();
  /** Each project's forwards, one after another: the last one queued. */
  const lanes = new Map<string, Promise<void>>();
  const send = async (project: string, target: string, key: string, headers: Record<string, string>, body: Buffer) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await fetch(`${target}/${key}`, { method: 'POST', headers, body: new Uint8Array(body) });
        await answer.arrayBuffer();
        return; // 204 taken, or 404: the host stopped taking events (it is closing)
      } catch (err) {
        if (targets.get(project) !== target) return; // the host has gone
        if (attempt >= FORWARD_TRIES) return log(`Trigger relay: dropped ${key} for ${project} after ${attempt} failed connections: ${String(err)}`);
        await new Promise((r) => setTimeout(r, 50 * 2 ** (attempt - 1)));
      }
    }
  };
  const forward = (project: string, target: string, key: string, headers: Record<string, string>, body: Buffer) => {
    const next = (lanes.get(project) ?? Promise.resolve()).then(() => send(project, target, key, headers, body));
    lanes.set(project, next);
    void next.finally(() => {
      if (lanes.get(project) === next) lanes.delete(project);
    });
  };
  const server = localServer((req, res) => {
    void (async () => {
      const url = req.url ?? '';
      const event = EVENT_PATH.exec(url);
      const control = CONTROL_PATH.exec(url);
      const body = await readBody(req);
      if (event && req.method === 'POST') {
        const [, project, key] = event as unknown as [string, string, string];
        const target = targets.get(decodeURIComponent(project));
        if (!target) return void res.writeHead(404).end();
        if (typeof target === 'function') {
          target(decodeURIComponent(key), req.headers, body);
          return void res.writeHead(204).end();
        }
        res.writeHead(204).end();
        return forward(decodeURIComponent(project), target, key, eventHeaders(req.headers), body);
      }
      if (control && (req.method === 'PUT' || req.method === 'DELETE')) {
        const project = decodeURIComponent(control[1]!);
        if (req.method === 'DELETE') targets.delete(project);
        else targets.set(project, (JSON.parse(body.toString()) as { url: string }).url);
        return void res.writeHead(204).end();
      }
      res.writeHead(404).end();
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    route(projectId, target) {
      targets.set(projectId, target);
      return () => {
        if (targets.get(projectId) === target) targets.delete(projectId);
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Registers a project's trigger endpoint with a relay in another process. */
export async function routeRemotely(relayUrl: string, projectId: string, url: string): Promise<() => Promise<void>> {
  const control = `${relayUrl}/__relay/projects/${encodeURIComponent(projectId)}`;
  const res = await fetch(control, { method: 'PUT', body: JSON.stringify({ url }) });
  if (!res.ok) throw new Error(`The trigger relay refused ${projectId}: ${res.status}`);
  return async () => {
    await fetch(control, { method: 'DELETE' }).catch(() => undefined);
  };
}
