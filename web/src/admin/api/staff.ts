/**
 * The Staff screen's calls and the invitation page's (issue 29, docs/staff.md): people and pending
 * invitations, invite/resend/revoke, change role/languages/status, remove, hand over ownership;
 * and, without a session, the invitation behind a link and accepting it.
 */
import type {
  AcceptInviteRequest,
  AcceptInviteResponse,
  Invitation,
  InviteCreatedResponse,
  InviteStaffRequest,
  StaffListResponse,
  StaffMember,
  UpdateStaffRequest,
} from '@contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/request';
import { invalidatePaths } from '../shared/cache';
import { readJson } from './json';
import { useRefreshingMutation } from './refreshing-mutation';

export const STAFF_PATH = '/api/admin/staff';
export const ME_PATH = '/api/admin/me';

/** Read again each time the screen opens: last seen moves, invitations are accepted elsewhere. */
export function useStaff() {
  return useQuery<StaffListResponse>({ queryKey: [STAFF_PATH], refetchOnMount: 'always' });
}

/** A change of role may be one's own (ownership): /me too. */
const refreshStaff = (client: QueryClient) => invalidatePaths(client, STAFF_PATH, ME_PATH);

/** The form sends what the contract's input takes (languageIds absent for owner and administrators). */
export type InviteInput = { email: string; role: InviteStaffRequest['role']; languageIds?: InviteStaffRequest['languageIds'] };

export function useInviteStaff() {
  return useRefreshingMutation((body: InviteInput) => readJson<InviteCreatedResponse>(apiRequest('POST', `${STAFF_PATH}/invites`, body)), refreshStaff);
}

export function useResendInvite() {
  return useRefreshingMutation((id: string) => readJson<InviteCreatedResponse>(apiRequest('POST', `${STAFF_PATH}/invites/${id}/resend`)), refreshStaff);
}

export function useRevokeInvite() {
  return useRefreshingMutation((id: string) => readJson<{ id: string; revoked: true }>(apiRequest('DELETE', `${STAFF_PATH}/invites/${id}`)), refreshStaff);
}

export function useUpdateStaff() {
  return useRefreshingMutation(({ uid, body }: { uid: string; body: UpdateStaffRequest }) => readJson<StaffMember>(apiRequest('PATCH', `${STAFF_PATH}/${uid}`, body)), refreshStaff);
}

export function useRemoveStaff() {
  return useRefreshingMutation((uid: string) => readJson<{ uid: string; removed: true }>(apiRequest('DELETE', `${STAFF_PATH}/${uid}`)), refreshStaff);
}

export function useTransferOwnership() {
  return useRefreshingMutation((uid: string) => readJson<{ owner: StaffMember; previousOwner: StaffMember }>(apiRequest('POST', `${STAFF_PATH}/${uid}/transfer-ownership`)), refreshStaff);
}

/** No session: the token in the path is the proof. */
export function useInvitation(token: string) {
  return useQuery<Invitation>({ queryKey: [`/api/invites/${encodeURIComponent(token)}`] });
}

export function acceptInvitation(token: string, body: AcceptInviteRequest): Promise<AcceptInviteResponse> {
  return readJson<AcceptInviteResponse>(apiRequest('POST', `/api/invites/${encodeURIComponent(token)}/accept`, body));
}
