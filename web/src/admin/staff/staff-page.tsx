/**
 * /admin/staff (issue 29, docs/staff.md): the people with their role, languages, status and when
 * they were last seen, and the pending invitations. Each button shows only when the policy lets the
 * signed-in person do it to that person (the server decides again): invite, change role and
 * languages, suspend, reactivate, remove, resend or revoke an invitation, hand over ownership.
 */
import {
  ALL_LANGUAGES,
  STAFF_API_MESSAGES as M,
  STAFF_ROLE_LABELS,
  can,
  describeScope,
  type AdminMe,
  type InviteCreatedResponse,
  type StaffInvite,
  type StaffMember,
} from '@contract';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminLanguages } from '../api/languages';
import { useStaffAccess } from '../auth/staff-access';
import { useRemoveStaff, useResendInvite, useRevokeInvite, useStaff, useTransferOwnership, useUpdateStaff } from '../api/staff';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useOutcomeToasts } from '../shared/outcome-toasts';
import { PageHeader } from '../shared/page-header';
import { usePageTitle } from '../shared/page-title';
import { EditStaffDialog, InviteDialog, InviteLinkDialog } from './staff-dialogs';
import { formatIst } from '../articles/ist-time';

type Confirming = { kind: 'remove' | 'transfer'; person: StaffMember } | null;

const when = (iso: string | null) => (iso ? formatIst(new Date(iso)) : 'Never');

export function StaffPage() {
  usePageTitle('Staff');
  const { me } = useStaffAccess();
  const staff = useStaff();
  const languages = useAdminLanguages();
  const outcome = useOutcomeToasts();
  const update = useUpdateStaff();
  const remove = useRemoveStaff();
  const transfer = useTransferOwnership();
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const [inviting, setInviting] = useState(false);
  const [link, setLink] = useState<InviteCreatedResponse | null>(null);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const names = useMemo(() => new Map((languages.data ?? []).map((l) => [l.id, l.name])), [languages.data]);

  if (!me) return null;
  const canInvite = me.permissions.includes('staff.invite');

  const confirm = () => {
    if (!confirming) return;
    const { kind, person } = confirming;
    const done = () => setConfirming(null);
    if (kind === 'remove') remove.mutate(person.uid, outcome(M.removed, 'The person could not be removed', done));
    else transfer.mutate(person.uid, outcome(M.ownershipTransferred, 'Ownership could not be handed over', done));
  };

  return (
    <>
      <PageHeader
        title="Staff"
        subtitle="Who works on CryptoLekh, as what, in which languages."
        action={
          canInvite && (
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
              Invite
            </Button>
          )
        }
      />
      {staff.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The staff could not be loaded.
        </Alert>
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        People
      </Typography>
      <Box component="ul" aria-label="People" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {staff.isPending &&
          [0, 1].map((i) => (
            <li key={i}>
              <Skeleton variant="rounded" height={120} />
            </li>
          ))}
        {staff.data?.people.map((p) => (
          <PersonCard
            key={p.uid}
            me={me}
            person={p}
            languages={describeScope(p.languageIds, names)}
            busy={update.isPending}
            onEdit={() => setEditing(p)}
            onStatus={(status) => update.mutate({ uid: p.uid, body: { status } }, outcome(status === 'suspended' ? M.suspended : M.reactivated, 'The change could not be saved'))}
            onRemove={() => setConfirming({ kind: 'remove', person: p })}
            onTransfer={() => setConfirming({ kind: 'transfer', person: p })}
          />
        ))}
      </Box>

      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        Pending invitations
      </Typography>
      {staff.data && staff.data.invites.length === 0 && <Typography color="textSecondary">No pending invitations.</Typography>}
      <Box component="ul" aria-label="Pending invitations" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {staff.data?.invites.map((i) => (
          <InviteCard
            key={i.id}
            me={me}
            invite={i}
            languages={describeScope(i.languageIds, names)}
            busy={resend.isPending || revoke.isPending}
            onResend={() => resend.mutate(i.id, { ...outcome(M.resent, 'The invitation could not be resent'), onSuccess: (created) => setLink(created) })}
            onRevoke={() => revoke.mutate(i.id, outcome(M.revoked, 'The invitation could not be revoked'))}
          />
        ))}
      </Box>

      {inviting && (
        <InviteDialog
          me={me}
          languages={languages.data ?? []}
          onClose={() => setInviting(false)}
          onInvited={(created) => {
            setInviting(false);
            setLink(created);
          }}
        />
      )}
      {link && <InviteLinkDialog created={link} onClose={() => setLink(null)} />}
      {editing && <EditStaffDialog me={me} person={editing} languages={languages.data ?? []} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!confirming}
        title={confirming?.kind === 'transfer' ? 'Hand over ownership' : 'Remove from the staff'}
        message={confirming ? (confirming.kind === 'transfer' ? M.transferConfirm(confirming.person.name) : M.removeConfirm(confirming.person.name)) : ''}
        confirmLabel={confirming?.kind === 'transfer' ? 'Hand over' : 'Remove'}
        pendingLabel={confirming?.kind === 'transfer' ? 'Handing over...' : 'Removing...'}
        pending={remove.isPending || transfer.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}

function PersonCard(props: {
  me: AdminMe;
  person: StaffMember;
  languages: string;
  busy: boolean;
  onEdit(): void;
  onStatus(status: 'active' | 'suspended'): void;
  onRemove(): void;
  onTransfer(): void;
}) {
  const { me, person: p } = props;
  const self = p.uid === me.uid;
  const manageable = !self && can(me, 'staff.update', { staff: p, grant: { status: 'suspended' } }).allowed;
  const removable = !self && can(me, 'staff.remove', { staff: p }).allowed;
  const handOver = me.role === 'owner' && p.role === 'administrator' && p.status === 'active';
  // Who may read the audit log finds a person's entries from here (the Activity screen filters by their uid).
  const activity = me.permissions.includes('auditLog.read');
  return (
    <Card component="li" variant="outlined" aria-label={p.name}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{p.name}</Typography>
          {self && <Typography color="textSecondary">(you)</Typography>}
        </Stack>
        <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {p.email}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Chip size="small" color="primary" label={STAFF_ROLE_LABELS[p.role]} />
          <Chip size="small" variant="outlined" label={p.languageIds === ALL_LANGUAGES ? 'Every language' : props.languages} />
          {/* success and error: MUI's warning and info colours fail contrast (axe) with their white text. */}
          <Chip size="small" color={p.status === 'active' ? 'success' : 'error'} label={p.status === 'active' ? 'Active' : 'Suspended'} />
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          Last seen: {when(p.lastSeenAt)}
        </Typography>
      </CardContent>
      {(manageable || removable || handOver || activity) && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {activity && (
            <Button size="small" component={RouterLink} to={`/admin/activity?actorId=${encodeURIComponent(p.uid)}`} aria-label={`Activity of ${p.name}`}>
              Activity
            </Button>
          )}
          {manageable && (
            <Button size="small" onClick={props.onEdit}>
              Change role
            </Button>
          )}
          {manageable &&
            (p.status === 'active' ? (
              <Button size="small" disabled={props.busy} onClick={() => props.onStatus('suspended')}>
                Suspend
              </Button>
            ) : (
              <Button size="small" disabled={props.busy} onClick={() => props.onStatus('active')}>
                Reactivate
              </Button>
            ))}
          {removable && (
            <Button size="small" color="error" onClick={props.onRemove}>
              Remove
            </Button>
          )}
          {handOver && (
            <Button size="small" onClick={props.onTransfer}>
              Make owner
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}

function InviteCard(props: { me: AdminMe; invite: StaffInvite; languages: string; busy: boolean; onResend(): void; onRevoke(): void }) {
  const { invite: i } = props;
  const manage = can(props.me, 'staff.invite', { grant: { role: i.role, languageIds: i.languageIds } }).allowed;
  return (
    <Card component="li" variant="outlined" aria-label={i.email}>
      <CardContent sx={{ pb: 1 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{i.email}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Chip size="small" color="primary" label={STAFF_ROLE_LABELS[i.role]} />
          <Chip size="small" variant="outlined" label={i.languageIds === ALL_LANGUAGES ? 'Every language' : props.languages} />
          <Chip size="small" variant="outlined" color={i.expired ? 'default' : 'primary'} label={i.expired ? 'Expired' : 'Invited'} />
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          Invited by {i.invitedBy.name} · {i.expired ? 'expired' : 'expires'} {when(i.expiresAt)}
        </Typography>
      </CardContent>
      {manage && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          <Button size="small" disabled={props.busy} onClick={props.onResend}>
            Resend
          </Button>
          <Button size="small" color="error" disabled={props.busy} onClick={props.onRevoke}>
            Revoke
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
