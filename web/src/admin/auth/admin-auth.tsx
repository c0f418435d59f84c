/**
 * The administrator's session. POST /api/admin/login checks the password, the sign-in limit and
 * the admin claim, and answers with a Firebase ID token, which goes to localStorage `adminToken`
 * (the spec's request helper sends it on every /api/admin/ call). ID tokens expire after an hour,
 * so the console also signs the Firebase Auth web SDK in with the same credentials: the SDK
 * refreshes the token before it expires, and onIdTokenChanged writes each fresh one to
 * `adminToken`. reactfire (FirebaseAppProvider, AuthProvider, useSigninCheck) carries the SDK's
 * auth state to the screens; it installs and works with React 19 (its peer range is react >=16).
 */
import type { AdminLoginRequest, AdminLoginResponse } from '@contract';
import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { onIdTokenChanged, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { useCallback, useEffect, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, useAuth } from 'reactfire';
import { apiRequest } from '../../api/request';
import { ADMIN_API, removePaths } from '../shared/cache';
import { loadFirebase } from './firebase';
import { clearAdminToken, storeAdminToken } from './token-store';

export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const firebase = useQuery({ queryKey: ['firebase-web-sdk'], queryFn: loadFirebase });

  if (firebase.isPending) return <LinearProgress aria-label="Loading the console" />;
  if (firebase.isError) {
    return (
      <Box sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void firebase.refetch()}>
              Retry
            </Button>
          }
        >
          The sign-in configuration could not be loaded. Please try again.
        </Alert>
      </Box>
    );
  }
  return (
    <FirebaseAppProvider firebaseApp={firebase.data.app}>
      <AuthProvider sdk={firebase.data.auth}>
        <TokenRefresher />
        {children}
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

/** Writes every token the SDK issues (sign-in, hourly refresh) to `adminToken`. */
function TokenRefresher() {
  const auth = useAuth();
  useEffect(
    () =>
      onIdTokenChanged(auth, (user) => {
        // A signed-out SDK leaves the stored token alone: a token from the server's login alone
        // stays usable until it expires, and sign-out clears it explicitly.
        if (user) user.getIdToken().then(storeAdminToken, () => {});
      }),
    [auth],
  );
  return null;
}

export function useAdminSession() {
  const auth = useAuth();
  const client = useQueryClient();

  const signIn = useCallback(
    async (credentials: AdminLoginRequest) => {
      const res = await apiRequest('POST', '/api/admin/login', credentials);
      const { token } = (await res.json()) as AdminLoginResponse;
      storeAdminToken(token);
      removePaths(client, ADMIN_API);
      try {
        await signInWithEmailAndPassword(auth, credentials.email, credentials.password);
      } catch (err) {
        // The server's token works on its own; only its hourly refresh is lost.
        console.warn('Firebase Auth sign-in failed; the session will not be refreshed.', err);
      }
    },
    [auth, client],
  );

  const endSession = useCallback(async () => {
    clearAdminToken();
    removePaths(client, ADMIN_API);
    await signOut(auth).catch(() => {});
    // Again: a token refresh that was under way may have written one meanwhile.
    clearAdminToken();
  }, [auth, client]);

  return { signIn, endSession };
}
