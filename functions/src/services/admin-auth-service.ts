/**
 * Staff sign-in and token checks. A staff member is a Firebase Auth user with a staff document
 * (staff/{uid}: role, languages, status), read on every request (issue 29, DESIGN.md); the old
 * custom claim `admin: true` only lets an administrator from before roles adopt their document.
 * Sign-in goes through the Identity Toolkit REST API; every other console call presents the ID
 * token, checked by the Admin SDK (signature, expiry, revocation).
 */
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { ADMIN_AUTH_MESSAGES as M, LOGIN_ADDRESS_LIMIT, LOGIN_LIMIT, STAFF_MESSAGES, type AdminLoginRequest, type AdminLoginResponse, type StaffActor } from '../contract/index.js';
import type { Repositories } from '../data/index.js';
import type { StaffDoc } from '../data/staff-repository.js';
import type { AttemptLimit } from '../data/login-attempts-repository.js';
import { ForbiddenError, ServiceUnavailableError, TooManyRequestsError, UnauthorizedError } from '../errors.js';
import { SignInError, type PasswordSignInClient } from '../integrations/identity-toolkit.js';
import type { Clock } from './clock.js';

/** The person behind a console request, as their staff document says now. */
export type AdminIdentity = StaffActor;

/** lastSeenAt is written at most this often per person (a write per request would cost more than it tells). */
const LAST_SEEN_EVERY_MS = 5 * 60_000;

export interface LoginLimits {
  /** Failures per email from one client address. */
  perEmailAndAddress: AttemptLimit;
  /** Failures per client address, whatever the emails. */
  perAddress: AttemptLimit;
}

const DEFAULT_LIMITS: LoginLimits = {
  perEmailAndAddress: { max: LOGIN_LIMIT.maxFailures, windowMs: LOGIN_LIMIT.windowMinutes * 60_000 },
  perAddress: { max: LOGIN_ADDRESS_LIMIT.maxFailures, windowMs: LOGIN_ADDRESS_LIMIT.windowMinutes * 60_000 },
};

/** The account behind a refused valid token, so the refusal can be recorded (http/admin/require-admin.ts). */
export interface RefusedAccount {
  uid: string;
  email: string;
  name: string;
  /** A suspended staff member's role; an account that is not staff holds none. */
  role?: string;
}

/** 403 for a valid Firebase account that is not staff (no staff document). */
export class NotStaffError extends ForbiddenError {
  constructor(readonly account: RefusedAccount) {
    super(STAFF_MESSAGES.notStaff);
  }
}

/** 401 for a suspended staff member, at every call and at sign-in. */
export class SuspendedStaffError extends UnauthorizedError {
  constructor(readonly account: RefusedAccount) {
    super(STAFF_MESSAGES.suspended);
  }
}

export type RefusedAccountError = NotStaffError | SuspendedStaffError;
export const isRefusedAccount = (err: unknown): err is RefusedAccountError => err instanceof NotStaffError || err instanceof SuspendedStaffError;

export class AdminAuthService {
  /** When this instance last wrote each person's lastSeenAt (one entry per staff member). */
  private readonly lastSeenHere = new Map<string, number>();

  constructor(
    private readonly deps: {
      /** Absent when the host runs without Firebase Auth: admin calls then answer 503. */
      auth: Auth | undefined;
      signIn: PasswordSignInClient;
      repos: Pick<Repositories, 'loginAttempts' | 'staff'>;
      clock: Clock;
      limits?: LoginLimits;
    },
  ) {}

  /**
   * Signs in with email and password. Failures count per email from the client's address and per
   * address (see LoginLimits); a key over its limit gets 429 until its window ends. A correct
   * password never counts, even for an account without the admin claim (that is a 403, not a guess).
   * `clientAddress` is the address the trusted front end reported, never a client-written header.
   */
  async login(input: AdminLoginRequest, clientAddress: string): Promise<AdminLoginResponse> {
    const auth = this.requireAuth();
    const limits = this.deps.limits ?? DEFAULT_LIMITS;
    const attempts = this.deps.repos.loginAttempts;
    const reserved = await attempts.reserve(
      [
        { key: `email+client:${input.email}|${clientAddress}`, limit: limits.perEmailAndAddress },
        { key: `client:${clientAddress}`, limit: limits.perAddress },
      ],
      this.deps.clock.now(),
    );
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

    await this.staffOf(await this.verifyDecoded(auth, session.idToken));
    return { token: session.idToken, refreshToken: session.refreshToken, expiresIn: session.expiresIn };
  }

  /**
   * The staff member behind a bearer token, as their staff document says at this request: 401 when
   * the token is not a valid one or the person is suspended, 403 for an account that is not staff.
   */
  async verifyAdminToken(token: string): Promise<AdminIdentity> {
    const auth = this.requireAuth();
    // Anything that is not even shaped like a signed token is the caller's mistake, never an outage.
    if (!isJwtShaped(token)) throw new UnauthorizedError(M.tokenInvalid);
    const staff = await this.staffOf(await this.verifyDecoded(auth, token));
    const now = this.deps.clock.now();
    const seen = Math.max(staff.lastSeenAt?.toMillis() ?? 0, this.lastSeenHere.get(staff.uid) ?? 0);
    if (now.getTime() - seen >= LAST_SEEN_EVERY_MS) {
      // Taken before the write: the console's screens load with several calls at once, and each
      // of them read the staff document before any had written it.
      this.lastSeenHere.set(staff.uid, now.getTime());
      await this.deps.repos.staff.touchLastSeen(staff.uid, now);
    }
    return { uid: staff.uid, email: staff.email, name: staff.name, role: staff.role, languageIds: staff.languageIds };
  }

  /** The staff document of a verified token; an administrator from before roles adopts theirs. */
  private async staffOf(decoded: DecodedIdToken): Promise<StaffDoc> {
    const staff =
      (await this.deps.repos.staff.get(decoded.uid)) ??
      (decoded.admin === true ? await this.deps.repos.staff.adoptLegacyAdministrator(identityOf(decoded), this.deps.clock.now()) : null);
    if (!staff) throw new NotStaffError({ uid: decoded.uid, email: (decoded.email ?? '').toLowerCase(), name: typeof decoded.name === 'string' ? decoded.name : '' });
    if (staff.status !== 'active') throw new SuspendedStaffError({ uid: staff.uid, email: staff.email, name: staff.name, role: staff.role });
    return staff;
  }

  private async verifyDecoded(auth: Auth, token: string): Promise<DecodedIdToken> {
    let decoded: DecodedIdToken;
    try {
      // checkRevoked: a disabled account or revoked sessions stop working at once, not when the token expires.
      decoded = await auth.verifyIdToken(token, true);
    } catch (err) {
      if (isVerifierOutage(err)) throw new ServiceUnavailableError(M.signInUnavailable);
      if (isDisabledOrRevoked(err)) await this.refuseIfSuspended(token);
      throw new UnauthorizedError(M.tokenInvalid);
    }
    return decoded;
  }

  /**
   * Suspending disables the Auth user and revokes its sessions, so the token check fails before the
   * staff document is read; the person is still told why (docs/staff.md: "Your account is
   * suspended…"). These two failures come only after the token's signature, expiry, audience and
   * issuer were verified (the Admin SDK checks the account last), so the token's `sub` is its
   * account: a suspended staff document is that refusal. Anything else (reactivated since, removed,
   * or revoked for another reason) stays "session invalid": sign in again.
   */
  private async refuseIfSuspended(token: string): Promise<void> {
    const uid = subjectOf(token);
    const staff = uid ? await this.deps.repos.staff.get(uid) : null;
    if (staff && staff.status !== 'active') throw new SuspendedStaffError({ uid: staff.uid, email: staff.email, name: staff.name, role: staff.role });
  }

  private requireAuth(): Auth {
    if (!this.deps.auth) throw new ServiceUnavailableError(M.signInUnavailable);
    return this.deps.auth;
  }
}

function identityOf(decoded: DecodedIdToken): { uid: string; email: string; name: string } {
  const email = (decoded.email ?? '').toLowerCase();
  const name = typeof decoded.name === 'string' && decoded.name.trim() ? decoded.name : email.split('@')[0] || 'Administrator';
  return { uid: decoded.uid, email, name };
}

/** The `sub` (the account's uid) of a JWT-shaped token whose signature was verified. */
function subjectOf(token: string): string | undefined {
  try {
    const sub: unknown = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub.length > 0 && sub.length <= 128 && !sub.includes('/') ? sub : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Three base64url parts whose first two decode to JSON objects: the least a Firebase ID token is.
 * (The signature part may be empty: the Auth emulator issues unsigned tokens; the SDK judges it.)
 */
export function isJwtShaped(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]+$/.test(parts[0]!) || !/^[A-Za-z0-9_-]+$/.test(parts[1]!) || !/^[A-Za-z0-9_-]*$/.test(parts[2]!)) return false;
  try {
    return parts.slice(0, 2).every((p) => {
      const json: unknown = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
      return json !== null && typeof json === 'object' && !Array.isArray(json);
    });
  } catch {
    return false;
  }
}

/** The token was verified, but its account is disabled or its sessions were revoked since it was issued. */
function isDisabledOrRevoked(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === 'auth/user-disabled' || code === 'auth/id-token-revoked';
}

/**
 * Whether a token check failed because the checker could not do its work (Auth or its key
 * servers unreachable), as opposed to the token being bad: only the first is a 503.
 */
function isVerifierOutage(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  // app/* are the SDK's transport failures (e.g. app/network-error, app/network-timeout).
  return code.startsWith('app/') || code === 'auth/internal-error' || code === 'auth/network-request-failed';
}
