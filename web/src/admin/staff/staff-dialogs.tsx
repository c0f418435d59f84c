/**
 * The Staff screen's dialogs: inviting someone (email, a role and languages the inviter may grant;
 * then the link to copy) and changing a person's role and languages. The choices offered are the
 * ones the policy allows the signed-in person; the server decides again.
 */
import {
  ALL_LANGUAGES,
  LANGUAGE_SCOPED_ROLES,
  STAFF_API_MESSAGES as M,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  can,
  type AdminLanguage,
  type AdminMe,
  type InviteCreatedResponse,
  type LanguageScope,
  type StaffMember,
  type StaffRole,
} from '@contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../shared/toast';
import { useInviteStaff, useUpdateStaff } from '../api/staff';
import { errorField, errorToast } from '../shared/errors';
import { FormDialog } from '../shared/form-dialog';
import { LanguageScopeField } from './language-scope-field';
import { formatIst } from '../articles/ist-time';

/** Roles `me` may give (to a new person, or to `person`). */
export function grantableRoles(me: AdminMe, action: 'staff.invite' | 'staff.update', person?: StaffMember): StaffRole[] {
  return STAFF_ROLES.filter((role) => can(me, action, { ...(person && { staff: person }), grant: { role } }).allowed);
}

const needsLanguages = (role: StaffRole) => LANGUAGE_SCOPED_ROLES.includes(role);

export async function copyText(text: string, toast: ReturnType<typeof useToast>['toast'], done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: done });
  } catch {
    toast({ title: 'Error', description: 'The browser did not allow copying: select the link and copy it yourself.', variant: 'destructive' });
  }
}

/** The link of a new or resent invitation, to copy and send. */
export function InviteLinkDialog({ created, onClose }: { created: InviteCreatedResponse; onClose(): void }) {
  const titleId = useId();
  const { toast } = useToast();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Invitation link</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="success">
            Send this link to {created.invite.email}. It works once, until {formatIst(new Date(created.invite.expiresAt))}.
          </Alert>
          <TextField label="Invitation link" value={created.link} fullWidth slotProps={{ htmlInput: { readOnly: true } }} onFocus={(e) => e.target.select()} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copyText(created.link, toast, M.linkCopied)}>
          Copy link
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function InviteDialog({ me, languages, onInvited, onClose }: { me: AdminMe; languages: readonly AdminLanguage[]; onInvited(created: InviteCreatedResponse): void; onClose(): void }) {
  const { toast } = useToast();
  const invite = useInviteStaff();
  const roles = grantableRoles(me, 'staff.invite');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>(roles.includes('translator') ? 'translator' : (roles[0] ?? 'translator'));
  const [scope, setScope] = useState<LanguageScope>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { email, role, ...(needsLanguages(role) && { languageIds: scope }) };
    invite.mutate(body, {
      onSuccess: (created) => onInvited(created),
      onError: (err) => {
        const field = errorField(err);
        if (field) setErrors({ [field.field]: field.reason });
        else toast(errorToast(err, 'The invitation could not be created'));
      },
    });
  };
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <FormDialog title="Invite to the staff" formId="invite-form" pending={invite.isPending} submitLabel={invite.isPending ? 'Inviting...' : 'Invite'} maxWidth="sm" fullScreenOnPhone onClose={onClose}>
      <DialogContent>
        <form id="invite-form" onSubmit={submit} noValidate aria-label="Invite to the staff">
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoFocus={!phone} required fullWidth error={!!errors.email} helperText={errors.email} />
            <TextField select label="Role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)} fullWidth error={!!errors.role} helperText={errors.role}>
              {roles.map((r) => (
                <MenuItem key={r} value={r}>
                  {STAFF_ROLE_LABELS[r]}
                </MenuItem>
              ))}
            </TextField>
            {needsLanguages(role) ? (
              <LanguageScopeField value={scope} onChange={setScope} languages={languages} grantable={me.languageIds} error={errors.languageIds} />
            ) : (
              <Alert severity="info">{STAFF_ROLE_LABELS[role]}s work in every language.</Alert>
            )}
          </Stack>
        </form>
      </DialogContent>
    </FormDialog>
  );
}

export function EditStaffDialog({ me, person, languages, onClose }: { me: AdminMe; person: StaffMember; languages: readonly AdminLanguage[]; onClose(): void }) {
  const { toast } = useToast();
  const update = useUpdateStaff();
  const roles = grantableRoles(me, 'staff.update', person);
  const [role, setRole] = useState<StaffRole>(person.role);
  const [scope, setScope] = useState<LanguageScope>(person.languageIds === ALL_LANGUAGES && me.languageIds !== ALL_LANGUAGES ? [] : person.languageIds);
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...(role !== person.role && { role }), ...(needsLanguages(role) && { languageIds: scope }) };
    if (Object.keys(body).length === 0) return onClose();
    update.mutate(
      { uid: person.uid, body },
      {
        onSuccess: () => {
          toast({ title: M.updated });
          onClose();
        },
        onError: (err) => {
          const field = errorField(err);
          if (field?.field === 'languageIds') setError(field.reason);
          else toast(errorToast(err, 'The change could not be saved'));
        },
      },
    );
  };
  return (
    <FormDialog title={`Role and languages of ${person.name}`} formId="staff-edit-form" pending={update.isPending} submitLabel={update.isPending ? 'Saving...' : 'Save'} maxWidth="sm" fullScreenOnPhone onClose={onClose}>
      <DialogContent>
        <form id="staff-edit-form" onSubmit={submit} noValidate aria-label={`Role and languages of ${person.name}`}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField select label="Role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)} fullWidth>
              {[...new Set([person.role, ...roles])].map((r) => (
                <MenuItem key={r} value={r}>
                  {STAFF_ROLE_LABELS[r]}
                </MenuItem>
              ))}
            </TextField>
            {needsLanguages(role) ? (
              <LanguageScopeField value={scope} onChange={setScope} languages={languages} grantable={me.languageIds} error={error} />
            ) : (
              <Alert severity="info">{STAFF_ROLE_LABELS[role]}s work in every language.</Alert>
            )}
          </Stack>
        </form>
      </DialogContent>
    </FormDialog>
  );
}
