/**
 * The layout's session check (admin-and-api.md §4): wait for the SDK's auth state, put its fresh
 * token in `adminToken` (a stored one may be hours old), then GET /api/admin/me. No token, a 401
 * (or a 403: signed in but not on the staff) from it, or a 401 on any later admin call ends the
 * session and goes to /admin/login. /me also carries the role and permissions (staff-access.tsx).
 */
import type { AdminMe } from '@contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { ApiError, getQueryFn } from '../../api/request';
import { useAdminSession } from '../auth/admin-auth';
import { readAdminToken, storeAdminToken } from '../auth/token-store';

const isAuthFailure = (err: unknown) => err instanceof ApiError && (err.status === 401 || err.status === 403);

export function useSessionCheck() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { endSession } = useAdminSession();
  const signin = useSigninCheck();
  const user = signin.status === 'success' && signin.data.signedIn ? signin.data.user : null;
  const [tokenSettled, setTokenSettled] = useState(false);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (signin.status === 'loading') return;
    // No SDK user (or an SDK error): the stored token alone decides.
    if (!user) {
      setTokenSettled(true);
      return;
    }
    let live = true;
    user
      .getIdToken()
      .then(storeAdminToken, () => {})
      .finally(() => live && setTokenSettled(true));
    return () => {
      live = false;
    };
  }, [signin.status, user]);

  const hasToken = tokenSettled && readAdminToken() !== null;
  const me = useQuery<AdminMe | null>({
    queryKey: ['/api/admin/me'],
    queryFn: getQueryFn<AdminMe>({ on401: 'returnNull' }),
    enabled: hasToken,
  });

  // A token that stops working later (revoked, expired without a refresh) ends the session too.
  useEffect(() => {
    // A 403 elsewhere is a refusal of that call (the role may not), not the end of the session.
    const onError = (error: unknown, key: unknown) => {
      if (typeof key === 'string' && key.startsWith('/api/admin/') && error instanceof ApiError && error.status === 401) setExpired(true);
    };
    const unsubQueries = client.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'error') onError(e.action.error, e.query.queryKey[0]);
    });
    const unsubMutations = client.getMutationCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'error' && e.action.error instanceof ApiError && e.action.error.status === 401) setExpired(true);
    });
    return () => {
      unsubQueries();
      unsubMutations();
    };
  }, [client]);

  const noSession = expired || (tokenSettled && (!hasToken || me.data === null || isAuthFailure(me.error)));
  useEffect(() => {
    if (!noSession) return;
    void endSession();
    navigate('/admin/login', { replace: true });
  }, [noSession, endSession, navigate]);

  return {
    profile: noSession ? undefined : (me.data ?? undefined),
    /** A failure that is not about the session (server down): the layout offers a retry. */
    error: me.isError && !isAuthFailure(me.error) ? me.error : null,
    retry: () => void me.refetch(),
  };
}
