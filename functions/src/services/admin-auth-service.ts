/**
 * Staff sign-in and token checks. A staff member is a Firebase Auth user with a staff document
 * (staff/{uid}: role, languages, status), read on every request (issue 29, DESIGN.md); the old
 * custom claim `admin: true` only lets an administrator from before roles adopt their document.
 * Sign-in goes through the Identity Toolkit REST API; every other console call presents the ID
 * token, checked by the Admin SDK: its signature and expiry on every call, and with Auth (the
 * account still there and enabled, the session not revoked) at sign-in and then at most once a
 * minute per session and instance. The staff document, read on every call, refuses a suspended
 * person and their sessions from before the suspension at once (docs/security.md).
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

/**
 * How long an instance takes a session's Auth check (account enabled, sessions not revoked) as
 * still true. Asking Auth on every call was a network round trip per console call; what the
 * console does (suspend, remove) the staff document says at once, so only a change made in
 * Firebase's own console waits for this (docs/security.md).
 */
export const ACCOUNT_CHECK_EVERY_MS = 60_000;
/** Sessions remembered per instance before the oldest checks are forgotten (a staff of hundreds signs in a few times a day). */
const ACCOUNT_CHECKS_KEPT = 2_000;

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
  /** When this instance last had each session (uid and sign-in time) checked with Auth. */
  private readonly accountCheckedAt = new Map<string, number>();
  /** The checks with Auth under way, by session. */
  private readonly accountChecks = new Map<string, Promise<void>>();

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

    const decoded = await this.verifyDecoded(auth, session.idToken, true);
    await this.staffOf(auth, session.idToken, decoded);
    this.accountChecked(decoded);
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
    const decoded = await this.verifyDecoded(auth, token, false);
    const staff = await this.staffOf(auth, token, decoded);
    if (staff.sessionsValidAfter && decoded.auth_time * 1000 < staff.sessionsValidAfter.toMillis()) throw new UnauthorizedError(M.tokenInvalid);
    await this.checkAccountWhenDue(auth, token, decoded);
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

  /**
   * The staff document of a verified token; an administrator from before roles adopts theirs.
   * Without a document, the account is checked with Auth first: a removed person's deleted or
   * disabled account is "session invalid", and a disabled account never adopts a document.
   */
  private async staffOf(auth: Auth, token: string, decoded: DecodedIdToken): Promise<StaffDoc> {
    let staff = await this.deps.repos.staff.get(decoded.uid);
    if (!staff) {
      await this.verifyDecoded(auth, token, true);
      if (decoded.admin === true) staff = await this.deps.repos.staff.adoptLegacyAdministrator(identityOf(decoded), this.deps.clock.now());
    }
    if (!staff) throw new NotStaffError({ uid: decoded.uid, email: (decoded.email ?? '').toLowerCase(), name: typeof decoded.name === 'string' ? decoded.name : '' });
    if (staff.status !== 'active') throw new SuspendedStaffError({ uid: staff.uid, email: staff.email, name: staff.name, role: staff.role });
    return staff;
  }

  /** The token's claims once its signature and expiry are checked, and with `withAuth` its account too. */
  private async verifyDecoded(auth: Auth, token: string, withAuth: boolean): Promise<DecodedIdToken> {
    let decoded: DecodedIdToken;
    try {
      // checkRevoked asks Auth whether the account is disabled or deleted, or its sessions revoked.
      decoded = withAuth ? await auth.verifyIdToken(token, true) : await verifiedAlone(auth, token);
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

  /**
   * Has the session's account checked with Auth when this instance last did so a minute ago or
   * more. The calls a console screen makes at once share one check.
   */
  private async checkAccountWhenDue(auth: Auth, token: string, decoded: DecodedIdToken): Promise<void> {
    const key = sessionKey(decoded);
    const at = this.accountCheckedAt.get(key);
    if (at !== undefined && this.deps.clock.now().getTime() - at < ACCOUNT_CHECK_EVERY_MS) return;
    let pending = this.accountChecks.get(key);
    if (!pending) {
      pending = this.verifyDecoded(auth, token, true)
        .then(() => this.accountChecked(decoded))
        .finally(() => this.accountChecks.delete(key));
      this.accountChecks.set(key, pending);
    }
    await pending;
  }

  private accountChecked(decoded: DecodedIdToken): void {
    const key = sessionKey(decoded);
    this.accountCheckedAt.delete(key);
    this.accountCheckedAt.set(key, this.deps.clock.now().getTime());
    // A Map iterates in insertion order, and a check re-inserts its key: the first is the stalest.
    if (this.accountCheckedAt.size > ACCOUNT_CHECKS_KEPT) this.accountCheckedAt.delete(this.accountCheckedAt.keys().next().value!);
  }

  private requireAuth(): Auth {
    if (!this.deps.auth) throw new ServiceUnavailableError(M.signInUnavailable);
    return this.deps.auth;
  }
}

/**
 * The token's signature, expiry, audience and issuer checked without asking Auth, as production's
 * `verifyIdToken(token)` does. Pointed at the Auth emulator, the Admin SDK asks the emulator for
 * the account on every verifyIdToken, checkRevoked or not: the local host and the tests would pay a
 * round trip per call that production does not. So the SDK's own verifier is called, as
 * verifyIdToken calls it first; should a later SDK lack it, verifyIdToken is called (correct, slower).
 */
function verifiedAlone(auth: Auth, token: string): Promise<DecodedIdToken> {
  const verifier = (auth as unknown as { idTokenVerifier?: { verifyJWT?: (jwt: string, isEmulator: boolean) => Promise<DecodedIdToken> } }).idTokenVerifier;
  const emulated = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  if (!emulated || typeof verifier?.verifyJWT !== 'function') return auth.verifyIdToken(token);
  return verifier.verifyJWT(token, true);
}

/** A sign-in session: Firebase revokes sessions by sign-in time, and disables accounts by uid. */
function sessionKey(decoded: DecodedIdToken): string {
  return `${decoded.uid} ${decoded.auth_time}`;
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
