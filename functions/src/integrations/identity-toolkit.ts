/**
 * Password sign-in through Firebase Auth's Identity Toolkit REST API (`accounts:signInWithPassword`).
 * The Admin SDK cannot check a password, so the API signs in the way the web SDK would; the
 * endpoint is configurable so the same code talks to the Auth emulator locally.
 */
export interface IdentityToolkitConfig {
  /** e.g. https://identitytoolkit.googleapis.com/v1, or the emulator's http://host:port/identitytoolkit.googleapis.com/v1 */
  baseUrl: string;
  /** The project's Web API key (any value for the emulator). */
  apiKey: string;
  timeoutMs?: number;
}

export interface PasswordSignIn {
  idToken: string;
  refreshToken: string;
  expiresIn: number;
  uid: string;
}

/** The outcome the caller acts on; the raw provider error never leaves this module. */
export type SignInFailure = 'invalid-credentials' | 'throttled' | 'unavailable';

export class SignInError extends Error {
  constructor(readonly kind: SignInFailure, detail: string) {
    super(detail);
    this.name = 'SignInError';
  }
}

export interface PasswordSignInClient {
  signInWithPassword(email: string, password: string): Promise<PasswordSignIn>;
}

/** Error codes of a sign-in that failed because of what the user typed (or a disabled account). */
const CREDENTIAL_ERRORS = new Set(['INVALID_LOGIN_CREDENTIALS', 'EMAIL_NOT_FOUND', 'INVALID_PASSWORD', 'USER_DISABLED', 'INVALID_EMAIL', 'MISSING_PASSWORD']);

/**
 * The Web API key comes from WEB_API_KEY (functions/.env when deployed: the Firebase CLI refuses
 * any FIREBASE_-prefixed name there, so the older FIREBASE_WEB_API_KEY could only ever be set
 * locally, where it is still read).
 */
export function identityToolkitConfigFromEnv(env: NodeJS.ProcessEnv = process.env): IdentityToolkitConfig {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  return {
    baseUrl: emulator ? `http://${emulator}/identitytoolkit.googleapis.com/v1` : 'https://identitytoolkit.googleapis.com/v1',
    apiKey: env.WEB_API_KEY?.trim() || env.FIREBASE_WEB_API_KEY?.trim() || 'demo-api-key',
  };
}

export class IdentityToolkitClient implements PasswordSignInClient {
  constructor(private readonly config: IdentityToolkitConfig) {}

  async signInWithPassword(email: string, password: string): Promise<PasswordSignIn> {
    const url = `${this.config.baseUrl}/accounts:signInWithPassword?key=${encodeURIComponent(this.config.apiKey)}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new SignInError('unavailable', `Identity Toolkit unreachable: ${String(err)}`);
    }
    const body = (await res.json().catch(() => ({}))) as {
      idToken?: string;
      refreshToken?: string;
      expiresIn?: string;
      localId?: string;
      error?: { message?: string };
    };
    if (res.ok && body.idToken && body.refreshToken && body.localId) {
      return { idToken: body.idToken, refreshToken: body.refreshToken, expiresIn: Number(body.expiresIn ?? 3600), uid: body.localId };
    }
    // Messages look like "INVALID_PASSWORD" or "TOO_MANY_ATTEMPTS_TRY_LATER : details".
    const code = (body.error?.message ?? '').split(' ')[0] ?? '';
    if (CREDENTIAL_ERRORS.has(code)) throw new SignInError('invalid-credentials', code);
    if (code === 'TOO_MANY_ATTEMPTS_TRY_LATER') throw new SignInError('throttled', code);
    throw new SignInError('unavailable', `Identity Toolkit answered ${res.status} ${code}`);
  }
}
