/**
 * The staff password rule (issue 37, docs/staff.md#passwords), over HTTP as the invitation page
 * calls it: NIST SP 800-63B rev. 4 for a password that is the only factor. At least 15 characters
 * (Unicode code points), at most 256, not on the list of common and breached passwords (as typed,
 * NFKC-normalised, lower case, padded with digits or symbols), not the email, the name or the
 * site's name, not one character or group repeated, not a run; any script, spaces and emoji
 * allowed; never trimmed nor cut. A refused password leaves the invitation usable. Signing in
 * never applies the rule: an account made under the old 6-character minimum still signs in.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API_MESSAGES as M } from '../../functions/src/contract/index.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { expectOneActiveOwner } from '../helpers/staff-fixtures.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { staffCalls } from '../helpers/staff-calls.js';

let host: AdminTestHost;
let langs: Langs;

beforeAll(async () => {
  host = await startAdminHost({ schedules: false });
  langs = await createLanguages(host.services);
});
afterAll(() => host?.stop());
afterEach(() => expectOneActiveOwner(host));

const { email, invited, accept, login } = staffCalls(() => host);

// The documented reasons, pinned as the people who read them see them.
const TOO_SHORT = (n: number) => `Password must be at least 15 characters (this one has ${n})`;
const TOO_LONG = (n: number) => `Password must be at most 256 characters (this one has ${n}); nothing is cut off, so choose a shorter one`;
const COMMON = M.passwordCommon;
const IS_EMAIL = M.passwordIsEmail;
const IS_NAME = M.passwordIsName;
const IS_SITE = M.passwordIsSiteName;
const REPEATED = M.passwordRepeated;
const RUN = M.passwordSequence;

/** A passphrase of `length` characters that repeats nothing: numbered words, cut to length. */
const longPassphrase = (length: number) =>
  Array.from({ length }, (_, i) => `lantern${i}`)
    .join(' ')
    .slice(0, length);

/** No Auth user exists for the email: nothing was created by a refused accept. */
async function noAccount(address: string) {
  await expect(host.adminAuth!.getUserByEmail(address)).rejects.toMatchObject({ code: 'auth/user-not-found' });
}

describe('a weak password is a 400 naming password and saying why; the invitation stays usable', () => {
  it('refuses each password of the corpus with its reason, creates no account, then accepts a good one', async () => {
    const to = email('meenakshi');
    const name = 'Meenakshi Subramaniam';
    const { token } = await invited({ email: to, role: 'translator', languageIds: [langs.hi] });
    const corpus: [string, string][] = [
      ['123456', TOO_SHORT(6)],
      ['password', TOO_SHORT(8)],
      ['fourteen chars', TOO_SHORT(14)],
      // 14 emoji: 14 code points (28 UTF-16 units, which a naive .length would count as long enough).
      ['😀🚀🌟🎉🔥💡🌈🍀🌻🎵🐯🦁🐼🐨', TOO_SHORT(14)],
      [longPassphrase(257), TOO_LONG(257)],
      [longPassphrase(10_000), TOO_LONG(10_000)],
      // Common and breached passwords, in any case, full-width, or padded with digits and symbols.
      ['QWERTYUIOP12345', COMMON],
      ['qwertyuiop12345', COMMON],
      ['1Qaz2Wsx3Edc4Rfv', COMMON],
      ['PasswordPassword', COMMON],
      ['ＱＷＥＲＴＹＵＩＯＰ１２３４５', COMMON],
      ['Password!2345678', COMMON],
      ['   iloveyou 2026!!!', COMMON],
      // Context words: the invitation's email, the name typed beside it, the site's name.
      [to, IS_EMAIL],
      [to.toUpperCase(), IS_EMAIL],
      [name, IS_NAME],
      ['Subramaniam 2026!!', IS_NAME],
      ['cryptolekhcryptolekh', IS_SITE],
      ['CryptoLekh@2026!!', IS_SITE],
      // Repetition and runs.
      ['aaaaaaaaaaaaaaaa', REPEATED],
      [' '.repeat(15), REPEATED],
      ['abcabcabcabcabc', REPEATED],
      ['234567890123456', RUN],
      ['zyxwvutsrqponmlk', RUN],
    ];
    for (const [password, reason] of corpus) {
      const res = await accept(token, { name, password });
      expect({ password, status: res.status, body: res.body }).toEqual({
        password,
        status: 400,
        body: { message: `Invalid body parameter 'password': ${reason}`, field: 'password', reason },
      });
    }
    // A password that is not text, or none at all.
    for (const body of [{ name }, { name, password: 123456789012345 }, { name, password: null }]) {
      expect(await accept(token, body)).toMatchObject({ status: 400, body: { field: 'password', reason: M.passwordRequired } });
    }
    await noAccount(to);

    const page = await host.call('GET', `/api/invites/${token}`);
    expect(page).toMatchObject({ status: 200, body: { email: to } });
    const good = 'monsoon tram ledger saffron';
    expect(await accept(token, { name, password: good })).toMatchObject({ status: 201, body: { email: to, name } });
    expect((await login(to, good)).status).toBe(200);
  });

  it('the local host\'s default administrator password, cryptolekh-admin, passes: it is not the site\'s name alone', async () => {
    const to = email('localadmin');
    const { token } = await invited({ email: to, role: 'author', languageIds: [langs.en] });
    expect((await accept(token, { name: 'Local Admin', password: 'cryptolekh-admin' })).status).toBe(201);
    expect((await login(to, 'cryptolekh-admin')).status).toBe(200);
  });
});

describe('a good password is kept exactly as typed: any script, spaces, emoji, up to 256 characters, never cut', () => {
  const accepted: [string, string][] = [
    ['exactly 15 characters', 'mango tiles red'],
    ['a Hindi passphrase', 'नीला आसमान चाय की प्याली'],
    ['a Bengali passphrase', 'নদীর ধারে লাল বাড়ি'],
    ['spaces inside and around, none trimmed', '  river lantern cumin kite  '],
    ['15 emoji (15 code points, 29 UTF-16 units)', '😀🚀🌟🎉🔥💡🌈🍀⭐🎵🐯🦁🐼🐨🍉'],
    ['more than 64 characters', 'the quick monsoon rain washed the old tram lines of kolkata clean again'],
    ['exactly 256 characters', longPassphrase(256)],
  ];
  for (const [what, password] of accepted) {
    it(`${what}: the account signs in with exactly it, and not with it one character short`, async () => {
      const to = email('good');
      const { token } = await invited({ email: to, role: 'author', languageIds: [langs.en] });
      const res = await accept(token, { name: 'Kavya Iyer', password });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect((await login(to, password)).status).toBe(200);
      // Nothing was cut or trimmed: the password without its last character (code point) fails.
      expect((await login(to, [...password].slice(0, -1).join(''))).status).toBe(401);
      if (password.trim() !== password) expect((await login(to, password.trim())).status).toBe(401);
    });
  }
});

describe('existing accounts keep working', () => {
  it('a staff account made with a 6-character password before the rule still signs in and works', async () => {
    const address = email('veteran');
    const user = await host.adminAuth!.createUser({ email: address, password: 'abc123', displayName: 'Old Hand' });
    await host.firestore.db.runTransaction(async (tx) => {
      host.services.repos.staff.createIn(
        tx,
        { uid: user.uid, email: address, name: 'Old Hand', role: 'author', languageIds: [langs.en], status: 'active', invitedBy: null },
        host.services.clock.now(),
      );
    });
    const signedIn = await login(address, 'abc123');
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const me = await host.call('GET', '/api/admin/me', { token: signedIn.body.token });
    expect(me).toMatchObject({ status: 200, body: { email: address, role: 'author' } });
  });
});
