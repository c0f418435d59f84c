/**
 * The console's landing screen (/admin): right after signing in, a translator lands on "My
 * translations" (issue 29), where their work is; everyone else, and a translator who opens the
 * dashboard later, on the dashboard.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { followsSignIn } from '../auth/after-sign-in';
import { useStaffAccess } from '../auth/staff-access';

export function HomeRoute({ dashboard }: { dashboard: ReactNode }) {
  const { me } = useStaffAccess();
  const signedIn = followsSignIn(useLocation().state);
  if (signedIn && me?.role === 'translator') return <Navigate to="/admin/my-translations" replace />;
  return dashboard;
}
