/**
 * What the signed-in staff member may do (issue 29), from GET /api/admin/me: the console asks the
 * same policy the server enforces (`can` from the contract) and hides, rather than disables, the
 * screens and buttons a role cannot use. The server still refuses whatever slips through.
 */
import { can as policyCan, type AdminArticle, type AdminMe, type PolicyTarget, type StaffAction } from '@contract';
import { Alert } from '@mui/material';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { PageHeader } from '../shared/page-header';
import { usePageTitle } from '../shared/page-title';

export interface StaffAccess {
  me: AdminMe;
  /** Whether the role may do the action to at least some target (screens, "New Article"). */
  has(action: StaffAction): boolean;
  /** Whether the policy allows the action on this target (an article's buttons). */
  can(action: StaffAction, target?: PolicyTarget): boolean;
}

const StaffAccessContext = createContext<StaffAccess | null>(null);

export function StaffAccessProvider({ me, children }: { me: AdminMe; children: ReactNode }) {
  const value = useMemo<StaffAccess>(() => {
    const permissions = new Set(me.permissions);
    return {
      me,
      has: (action) => permissions.has(action),
      can: (action, target) => policyCan(me, action, target).allowed,
    };
  }, [me]);
  return <StaffAccessContext.Provider value={value}>{children}</StaffAccessContext.Provider>;
}

/** Inside the console's layout (which renders nothing before /me answered). */
export function useStaffAccess(): StaffAccess {
  const access = useContext(StaffAccessContext);
  if (!access) throw new Error('useStaffAccess outside StaffAccessProvider');
  return access;
}

/** The same, or null outside the layout (hooks shared with screens that may render without it). */
export function useOptionalStaffAccess(): StaffAccess | null {
  return useContext(StaffAccessContext);
}

/** An article as the policy sees it. */
export function policyArticle(article: AdminArticle): NonNullable<PolicyTarget['article']> {
  const original = article.translations.find((t) => t.isOriginal);
  return { id: article.id, authorId: article.authorId, status: article.status, originalLanguageId: original?.languageId ?? 0 };
}

/** A screen shown only to roles with `action`; a direct link from anyone else gets a clear message. */
export function RequireAccess({ action, children }: { action: StaffAction; children: ReactNode }) {
  const { has } = useStaffAccess();
  return has(action) ? <>{children}</> : <NoAccess />;
}

function NoAccess() {
  usePageTitle('No access');
  return (
    <>
      <PageHeader title="No access" />
      <Alert severity="warning" data-testid="no-access">
        You don't have access to this screen. Ask the owner or an administrator if you need it.
      </Alert>
    </>
  );
}
