/**
 * Preloaded into an Auth emulator's process (NODE_OPTIONS=--require) by auth-emulator.test.ts: it
 * does what another process on a busy machine can do, taking the logging port that firebase-tools
 * checked free in the seconds before firebase-tools binds it. The port is the one firebase.json in
 * the working directory gives; the first listen on it is firebase-tools' check, the second its
 * bind, and just before that bind a server of this process takes the port. Only the first process
 * to start after TAKE_LOGGING_PORT_MARK was named does it (it writes the port there), so a start
 * tried again runs as usual.
 */
'use strict';
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const mark = process.env.TAKE_LOGGING_PORT_MARK;
let port;
try {
  port = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'firebase.json'), 'utf8')).emulators.logging.port;
} catch {
  port = undefined;
}
// Only in firebase-tools' process (the emulator's watchdog, a Node process too, inherits NODE_OPTIONS).
if (mark && port && process.argv.includes('emulators:start') && !fs.existsSync(mark)) {
  fs.writeFileSync(mark, String(port));
  const listen = net.Server.prototype.listen;
  let listens = 0;
  net.Server.prototype.listen = function (...args) {
    const asked = typeof args[0] === 'object' && args[0] !== null ? args[0].port : args[0];
    if (Number(asked) === port && ++listens === 2) {
      net.createServer().listen(port, '127.0.0.1', () => listen.apply(this, args));
      return this;
    }
    return listen.apply(this, args);
  };
}
