/** The staff and invitation calls the staff API tests make, as the console and the invitation page make them. */
import { expect } from 'vitest';
import type { AdminTestHost } from './admin-host.js';

export interface StaffListBody {
  people: { uid: string; email: string; role: string; status: string; languageIds: unknown; lastSeenAt: string | null }[];
  invites: { id: string; email: string; expired: boolean }[];
}

/** Calls on the host `host()` answers (started in the test file's beforeAll). */
export function staffCalls(host: () => AdminTestHost) {
  let counter = 0;
  /** An address no other test of the file uses. */
  const email = (what: string) => `${what}-${++counter}@newsroom.test`;
  const tokenOf = (link: string) => link.split('/admin/invite/')[1]!;
  const invite = (body: Record<string, unknown>, token = host().adminToken) => host().call('POST', '/api/admin/staff/invites', { token, body });
  const invited = async (body: Record<string, unknown>) => {
    const res = await invite(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: res.body.invite.id as string, token: tokenOf(res.body.link as string), link: res.body.link as string };
  };
  const accept = (token: string, body: unknown = { name: 'Priya Sharma', password: 'hindi-desk-secret' }) => host().call('POST', `/api/invites/${token}/accept`, { body });
  const staffList = async (token = host().adminToken) => {
    const res = await host().call('GET', '/api/admin/staff', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as StaffListBody;
  };
  const login = (address: string, password: string) => host().call('POST', '/api/admin/login', { body: { email: address, password } });
  return { email, tokenOf, invite, invited, accept, staffList, login };
}
