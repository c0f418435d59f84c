/**
 * Whose a listening port is (free-port.ts portHeldBy): how an Auth emulator that says it is ready
 * learns whether the port answering is its own (the race it ends, docs/local-host.md, is too rare
 * to reproduce in a test: three emulators started at once under vitest never met it).
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { portHeldBy } from '../../emulators/src/free-port.js';

describe('portHeldBy', () => {
  it('names the process listening on a port, and no other', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    // Another process that listens on a port of its own and prints it.
    const child = spawn(process.execPath, ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>console.log(s.address().port))"], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
      const childPort = Number(chunk.toString().trim());
      expect(await portHeldBy(process.pid, port)).toBe(true);
      expect(await portHeldBy(child.pid!, port)).toBe(false);
      expect(await portHeldBy(child.pid!, childPort)).toBe(true);
      expect(await portHeldBy(process.pid, childPort)).toBe(false);
      server.close();
      await once(server, 'close');
      // Nobody listens there any more.
      expect(await portHeldBy(process.pid, port)).toBe(false);
    } finally {
      child.kill();
      server.close();
    }
  });
});
