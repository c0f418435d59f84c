import { readdir, readFile, readlink } from 'node:fs/promises';
import net from 'node:net';

/** Whether `port` can be bound on 127.0.0.1 right now. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** A port the OS reports free (it may be taken again before use; callers retry on EADDRINUSE). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A free port outside the kernel's ephemeral range, for a server that binds it some time after it
 * was found free: a restart that must listen on the same port again, or firebase-tools, which
 * checks its emulators' ports and binds them seconds later (8 s on a busy 2-core machine). The
 * kernel hands ports of that range to every `listen(0)` and every outgoing connection of every
 * process, so in that time any of them can take it (a crash test once failed so, EADDRINUSE,
 * beside a busy suite; an Auth emulator's logging port once so in CI). A port below the range is
 * taken only by someone asking for that number.
 */
export async function portOutsideEphemeralRange(): Promise<number> {
  const low = await ephemeralLow();
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 10_000 + Math.floor(Math.random() * (low - 10_000));
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port between 10000 and ${low}`);
}

/** The first port of the ephemeral range (Linux's default when it cannot be read). */
async function ephemeralLow(): Promise<number> {
  try {
    const { readFile } = await import('node:fs/promises');
    const low = Number((await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')).trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 11_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * Whether the process `pid` is the one listening on `port` (Linux, from /proc): undefined where
 * that cannot be read. A server that checked a port free and then lost it to another process that
 * bound it first can still say it started, and a client of that port then talks to the other one
 * (three Auth emulators started at once on a preferred port all said they ran on it).
 */
export async function portHeldBy(pid: number, port: number): Promise<boolean | undefined> {
  const inodes = new Set<string>();
  let readable = false;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = await readFile(table, 'utf8');
    } catch {
      continue;
    }
    readable = true;
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; st 0A is LISTEN; the inode is the tenth field.
      if (f.length > 9 && f[3] === '0A' && parseInt(f[1]!.split(':')[1]!, 16) === port) inodes.add(f[9]!);
    }
  }
  if (!readable) return undefined;
  let fds: string[];
  try {
    fds = await readdir(`/proc/${pid}/fd`);
  } catch {
    return undefined;
  }
  for (const fd of fds) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode && inodes.has(inode)) return true;
  }
  return false;
}
