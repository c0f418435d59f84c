/** How Identity Toolkit answers become sign-in outcomes (a fake endpoint on loopback). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityToolkitClient, SignInError, identityToolkitConfigFromEnv } from './identity-toolkit.js';

describe('IdentityToolkitClient', () => {
  let server: http.Server;
  let baseUrl: string;
  const requests: { url: string; body: unknown }[] = [];
  /** The fake answers with whatever the password names: "ok", an error code, or "500". */
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw) as { password: string };
        requests.push({ url: req.url!, body });
        res.setHeader('content-type', 'application/json');
        if (body.password === 'ok') {
          res.end(JSON.stringify({ idToken: 'id-token', refreshToken: 'refresh', expiresIn: '3600', localId: 'uid-1' }));
        } else if (body.password === '500') {
          res.statusCode = 500;
          res.end('{}');
        } else {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: { code: 400, message: body.password } }));
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const outcome = async (password: string, client = new IdentityToolkitClient({ baseUrl, apiKey: 'k y' })) => {
    try {
      return await client.signInWithPassword('a@b.example', password);
    } catch (err) {
      return err instanceof SignInError ? err.kind : err;
    }
  };

  it('signs in with the key in the query and returns the tokens', async () => {
    expect(await outcome('ok')).toEqual({ idToken: 'id-token', refreshToken: 'refresh', expiresIn: 3600, uid: 'uid-1' });
    expect(requests.at(-1)).toEqual({ url: '/v1/accounts:signInWithPassword?key=k%20y', body: { email: 'a@b.example', password: 'ok', returnSecureToken: true } });
  });

  it.each([
    ['INVALID_LOGIN_CREDENTIALS', 'invalid-credentials'],
    ['EMAIL_NOT_FOUND', 'invalid-credentials'],
    ['INVALID_PASSWORD', 'invalid-credentials'],
    ['USER_DISABLED', 'invalid-credentials'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER : Access disabled', 'throttled'],
    ['OPERATION_NOT_ALLOWED', 'unavailable'],
    ['500', 'unavailable'],
  ])('maps %s to %s', async (answer, kind) => {
    expect(await outcome(answer)).toBe(kind);
  });

  it('reports an unreachable endpoint as unavailable', async () => {
    expect(await outcome('ok', new IdentityToolkitClient({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'k' }))).toBe('unavailable');
  });

  it('targets the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set, else Google', () => {
    expect(identityToolkitConfigFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual({
      baseUrl: 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1',
      apiKey: 'demo-api-key',
    });
    expect(identityToolkitConfigFromEnv({ FIREBASE_WEB_API_KEY: 'AIza-key' })).toEqual({ baseUrl: 'https://identitytoolkit.googleapis.com/v1', apiKey: 'AIza-key' });
  });

  it('reads the Web API key from WEB_API_KEY, the name functions/.env can hold (the CLI refuses FIREBASE_ names there)', () => {
    expect(identityToolkitConfigFromEnv({ WEB_API_KEY: 'AIza-deployed' }).apiKey).toBe('AIza-deployed');
    expect(identityToolkitConfigFromEnv({ WEB_API_KEY: 'AIza-deployed', FIREBASE_WEB_API_KEY: 'AIza-old' }).apiKey).toBe('AIza-deployed');
  });
});
