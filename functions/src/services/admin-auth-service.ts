/**
 * Administrator sign-in and token checks. An administrator is a Firebase Auth user with the custom
 * claim `admin: true` (DESIGN.md). Sign-in goes through the Identity Toolkit REST API; every other
 * admin call presents the ID token, checked by the Admin SDK (signature, expiry, revocation).
 */
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { ADMIN_AUTH_MESSAGES as M, LOGIN_LIMIT, type AdminLoginRequest, type AdminLoginResponse, type AdminProfile } from '../contract/index.js';
import type { Repositories } from '../data/index.js';
import type { AttemptLimit } from '../data/login-attempts-repository.js';
import { ForbiddenError, ServiceUnavailableError, TooManyRequestsError, UnauthorizedError } from '../errors.js';
import { SignInError, type PasswordSignInClient } from '../integrations/identity-toolkit.js';
import type { Clock } from './clock.js';

export type AdminIdentity = AdminProfile;

const DEFAULT_LIMIT: AttemptLimit = { max: LOGIN_LIMIT.maxFailures, windowMs: LOGIN_LIMIT.windowMinutes * 60_000 };

export class AdminAuthService {
  constructor(
    private readonly deps: {
      /** Absent when the host runs without Firebase Auth: admin calls then answer 503. */
      auth: Auth | undefined;
      signIn: PasswordSignInClient;
      repos: Pick<Repositories, 'loginAttempts'>;
      clock: Clock;
      limit?: AttemptLimit;
    },
  ) {}

  /**
   * Signs in with email and password. Failures count per email and per client address; after
   * `LOGIN_LIMIT.maxFailures` in the window both get 429 until the window ends. A correct password
   * never counts, even for an account without the admin claim (that is a 403, not a guess).
   */
  async login(input: AdminLoginRequest, clientAddress: string): Promise<AdminLoginResponse> {
    const auth = this.requireAuth();
    const limit = this.deps.limit ?? DEFAULT_LIMIT;
    const attempts = this.deps.repos.loginAttempts;
    const reserved = await attempts.reserve([`email:${input.email}`, `client:${clientAddress}`], limit, this.deps.clock.now());
    if (!reserved.allowed) {
      const seconds = Math.max(1, Math.ceil(reserved.retryAfterMs / 1000));
      throw new TooManyRequestsError(M.tooManyAttempts(Math.ceil(seconds / 60)), seconds);
    }

    let session;
    try {
      session = await this.deps.signIn.signInWithPassword(input.email, input.password);
    } catch (err) {
      // A wrong password or unknown email stays counted; anything else was not the user's guess.
      if (err instanceof SignInError && err.kind === 'invalid-credentials') throw new UnauthorizedError(M.invalidCredentials);
      await attempts.release(reserved.reservations);
      if (err instanceof SignInError && err.kind === 'throttled') throw new TooManyRequestsError(M.tooManyAttempts(1), 60);
      throw new ServiceUnavailableError(M.signInUnavailable);
    }
    await attempts.release(reserved.reservations);

    await this.verifyDecoded(auth, session.idToken);
    return { token: session.idToken, refreshToken: session.refreshToken, expiresIn: session.expiresIn };
  }

  /** The administrator behind a bearer token: 401 when the token is not a valid one, 403 without the claim. */
  async verifyAdminToken(token: string): Promise<AdminIdentity> {
    const decoded = await this.verifyDecoded(this.requireAuth(), token);
    const email = decoded.email ?? '';
    const name = typeof decoded.name === 'string' && decoded.name.trim() ? decoded.name : email.split('@')[0] || 'Administrator';
    return { uid: decoded.uid, email, name };
  }

  private async verifyDecoded(auth: Auth, token: string): Promise<DecodedIdToken> {
    let decoded: DecodedIdToken;
    try {
      // checkRevoked: a disabled account or revoked sessions stop working at once, not when the token expires.
      decoded = await auth.verifyIdToken(token, true);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error') throw new UnauthorizedError(M.tokenInvalid);
      throw new ServiceUnavailableError(M.signInUnavailable);
    }
    if (decoded.admin !== true) throw new ForbiddenError(M.notAdministrator);
    return decoded;
  }

  private requireAuth(): Auth {
    if (!this.deps.auth) throw new ServiceUnavailableError(M.signInUnavailable);
    return this.deps.auth;
  }
}
