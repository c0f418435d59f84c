/**
 * /admin/invite/{token} (issue 29, docs/staff.md): whoever holds an invitation link sees who
 * invited them and as what, chooses a name and a password, and lands signed in where a sign-in
 * lands them (a translator on My translations, everyone else on the dashboard). No session is needed: the token is the proof. A used, expired, revoked or wrong link shows the
 * server's reason.
 */
import { AcceptInviteRequestSchema, STAFF_ROLE_LABELS, type AcceptInviteRequest } from '@contract';
import { zodResolver } from '@hookform/resolvers/zod';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { Alert, Button, LinearProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useToast } from '../../shared/toast';
import { acceptInvitation, useInvitation } from '../api/staff';
import { useAdminSession } from '../auth/admin-auth';
import { landAfterSignIn } from '../auth/after-sign-in';
import { AuthCard } from '../shared/auth-card';
import { serverMessage } from '../shared/errors';
import { usePageTitle } from '../shared/page-title';
import { formatIst } from '../articles/ist-time';

export function AcceptInvitePage() {
  usePageTitle('Join the CryptoLekh staff');
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const { toast } = useToast();
  const navigate = useNavigate();
  const { signIn } = useAdminSession();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptInviteRequest>({ resolver: zodResolver(AcceptInviteRequestSchema), defaultValues: { name: '', password: '' } });

  const submit = handleSubmit(async (body) => {
    const email = invitation.data!.email;
    try {
      await acceptInvitation(token, body);
    } catch (err) {
      const message = serverMessage(err) ?? 'The invitation could not be accepted. Please try again.';
      if (/password/i.test(message)) setError('password', { message });
      else toast({ title: 'Error', description: message, variant: 'destructive' });
      return;
    }
    try {
      await signIn({ email, password: body.password });
    } catch {
      toast({ title: 'Welcome aboard', description: 'Your account is ready: sign in with your email and new password.' });
      navigate('/admin/login', { replace: true });
      return;
    }
    toast({ title: 'Welcome to CryptoLekh' });
    landAfterSignIn(navigate);
  });

  const inv = invitation.data;
  return (
    <AuthCard icon={<MailOutlineIcon />} title="Join the CryptoLekh staff" maxWidth={440}>
      {invitation.isPending && <LinearProgress aria-label="Loading the invitation" />}
      {invitation.isError && (
        <Stack spacing={2}>
          <Alert severity="error">{serverMessage(invitation.error) ?? 'The invitation could not be loaded. Please try again.'}</Alert>
          <Link component={RouterLink} to="/admin/login">
            Go to sign in
          </Link>
        </Stack>
      )}
      {inv && (
        <form onSubmit={submit} noValidate aria-label="Accept the invitation">
          <Stack spacing={2}>
            <Typography data-testid="invitation-summary">
              <strong>{inv.invitedBy.name}</strong> invited you as <strong>{STAFF_ROLE_LABELS[inv.role]}</strong> for {inv.languageNames.join(', ')}.
            </Typography>
            <TextField label="Email" value={inv.email} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField label="Your name" autoComplete="name" fullWidth {...register('name')} error={!!errors.name} helperText={errors.name?.message} />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              fullWidth
              {...register('password')}
              error={!!errors.password}
              helperText={errors.password?.message ?? 'At least 6 characters'}
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {isSubmitting ? 'Joining...' : 'Join and sign in'}
            </Button>
            <Typography variant="body2" color="textSecondary">
              This link works until {formatIst(new Date(inv.expiresAt))}.
            </Typography>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
