/**
 * /admin/login (admin-and-api.md §2, §5, §8): email and password checked with the contract's
 * schema (the server's own messages), "Signing In..." while busy, then the dashboard.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { AdminLoginRequestSchema, ADMIN_AUTH_MESSAGES, type AdminLoginRequest } from '@contract';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Button, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../shared/toast';
import { AuthCard } from '../shared/auth-card';
import { serverMessage } from '../shared/errors';
import { usePageTitle } from '../shared/page-title';
import { useAdminSession } from './admin-auth';
import { landAfterSignIn } from './after-sign-in';

export function LoginPage() {
  usePageTitle('Admin Login');
  const { toast } = useToast();
  const navigate = useNavigate();
  const { signIn } = useAdminSession();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(AdminLoginRequestSchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (credentials: AdminLoginRequest) => {
    try {
      await signIn(credentials);
    } catch (err) {
      toast({ title: 'Login Failed', description: serverMessage(err) ?? ADMIN_AUTH_MESSAGES.invalidCredentials, variant: 'destructive' });
      return;
    }
    toast({ title: 'Login Successful' });
    landAfterSignIn(navigate);
  });

  return (
    <AuthCard icon={<LockOutlinedIcon />} title="Admin Login" subtitle="Sign in to manage CryptoLekh" maxWidth={400}>
      <form onSubmit={submit} noValidate aria-label="Admin Login">
        <Stack spacing={2}>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus
            fullWidth
            {...register('email')}
            error={!!errors.email}
            helperText={errors.email?.message}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            fullWidth
            {...register('password')}
            error={!!errors.password}
            helperText={errors.password?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Signing In...' : 'Sign In'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
