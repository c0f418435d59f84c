/**
 * /admin/invite/{token} (issue 29, docs/staff.md): whoever holds an invitation link sees who
 * invited them and as what, chooses a name and a password, and lands signed in where a sign-in
 * lands them (a translator on My translations, everyone else on the dashboard). No session is needed: the token is the proof. A used, expired, revoked or wrong link shows the
 * server's reason.
 *
 * The password follows the staff rule (issue 37, `@contract/staff-password`, the server's own
 * schema): the page says why one is refused and suggests a passphrase. A chunk of its own: the
 * rule carries the list of common passwords, which no other screen needs.
 */
import { STAFF_API_MESSAGES, STAFF_ROLE_LABELS, type AcceptInviteRequest, type Invitation } from '@contract';
import { acceptInviteRequestSchema } from '@contract/staff-password';
import { zodResolver } from '@hookform/resolvers/zod';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { Alert, Box, Button, IconButton, InputAdornment, LinearProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useToast } from '../../shared/toast';
import { acceptInvitation, useInvitation } from '../api/staff';
import { useAdminSession } from '../auth/admin-auth';
import { landAfterSignIn } from '../auth/after-sign-in';
import { AuthCard } from '../shared/auth-card';
import { errorField, serverMessage } from '../shared/errors';
import { usePageTitle } from '../shared/page-title';
import { formatIst } from '../articles/ist-time';

export default function AcceptInvitePage() {
  usePageTitle('Join the CryptoLekh staff');
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
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
      {invitation.data && <AcceptForm token={token} invitation={invitation.data} />}
    </AuthCard>
  );
}

/** The form, once the invitation (and so the email the password must not be) is known. */
function AcceptForm({ token, invitation: inv }: { token: string; invitation: Invitation }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const { signIn } = useAdminSession();
  const [showPassword, setShowPassword] = useState(false);
  const schema = useMemo(() => acceptInviteRequestSchema({ email: inv.email }), [inv.email]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptInviteRequest>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { name: '', password: '' } });

  const submit = handleSubmit(async (body) => {
    try {
      await acceptInvitation(token, body);
    } catch (err) {
      const named = errorField(err);
      if (named?.field === 'password' || named?.field === 'name') setError(named.field, { message: named.reason });
      else toast({ title: 'Error', description: serverMessage(err) ?? 'The invitation could not be accepted. Please try again.', variant: 'destructive' });
      return;
    }
    try {
      await signIn({ email: inv.email, password: body.password });
    } catch {
      toast({ title: 'Welcome aboard', description: 'Your account is ready: sign in with your email and new password.' });
      navigate('/admin/login', { replace: true });
      return;
    }
    toast({ title: 'Welcome to CryptoLekh' });
    landAfterSignIn(navigate);
  });

  const passwordError = errors.password?.message;
  return (
    <form onSubmit={submit} noValidate aria-label="Accept the invitation">
      <Stack spacing={2}>
        <Typography data-testid="invitation-summary">
          <strong>{inv.invitedBy.name}</strong> invited you as <strong>{STAFF_ROLE_LABELS[inv.role]}</strong> for {inv.languageNames.join(', ')}.
        </Typography>
        <TextField label="Email" value={inv.email} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
        <TextField label="Your name" autoComplete="name" fullWidth {...register('name')} error={!!errors.name} helperText={errors.name?.message} />
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          fullWidth
          {...register('password')}
          error={!!passwordError}
          helperText={
            <>
              {passwordError && (
                <Box component="span" sx={{ display: 'block', mb: 0.5 }} data-testid="password-problem">
                  {passwordError}
                </Box>
              )}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }} data-testid="passphrase-hint">
                {STAFF_API_MESSAGES.passphraseHint}
              </Box>
            </>
          }
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton onClick={() => setShowPassword((shown) => !shown)} edge="end" aria-label={showPassword ? 'Hide what you typed' : 'Show what you typed'} aria-pressed={showPassword}>
                    {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Joining...' : 'Join and sign in'}
        </Button>
        <Typography variant="body2" color="textSecondary">
          This link works until {formatIst(new Date(inv.expiresAt))}.
        </Typography>
      </Stack>
    </form>
  );
}
