/**
 * Loaded ahead of firebase-tools' CLI in the Auth emulator's process (`node --require`, see
 * auth-emulator.ts): the emulator validates every request and response against the Identity
 * Toolkit's OpenAPI description through exegesis, which by default compiles the validators of
 * every operation when the emulator starts: 10-11 CPU-seconds of Ajv code generation per start on
 * a quiet 2-core machine, for the few operations a host ever calls. exegesis can compile each
 * operation's validators on its first request instead (`lazyCompileValidationSchemas`); firebase-tools
 * does not ask for it, so this asks on its behalf. The emulator validates exactly as before (a
 * malformed request is still refused, tests/host/auth-emulator.test.ts); it starts in under a
 * second of CPU instead.
 */
'use strict';
const path = require('node:path');

// The copy firebase-tools itself loads (npm may nest it under firebase-tools).
const firebaseTools = path.dirname(require.resolve('firebase-tools/lib/bin/firebase.js'));
const exegesisExpress = require(require.resolve('exegesis-express', { paths: [firebaseTools] }));

const middleware = exegesisExpress.middleware;
exegesisExpress.middleware = (openApiDoc, options) => middleware(openApiDoc, { ...options, lazyCompileValidationSchemas: true });
