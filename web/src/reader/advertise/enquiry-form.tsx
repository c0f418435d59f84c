/**
 * The advertiser enquiry (public-site.md §4-§5): Full Name and Email required (the browser's own
 * checks), the rest optional; 'Sending...' for 1.5 s (nothing is sent), a toast, a cleared form.
 */
import { Button, Grid, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useToast } from '../../shared/toast';

export const SIMULATED_SEND_MS = 1500;

const AD_TYPES = [
  { value: 'banner', label: 'Banner Ads' },
  { value: 'sidebar', label: 'Sidebar Ads' },
  { value: 'inline', label: 'Inline Content Ads' },
  { value: 'sponsored', label: 'Sponsored Articles' },
  { value: 'multiple', label: 'Multiple Options' },
];

interface Enquiry {
  name: string;
  email: string;
  company: string;
  phone: string;
  adType: string;
  message: string;
}
const EMPTY: Enquiry = { name: '', email: '', company: '', phone: '', adType: '', message: '' };

export function EnquiryForm() {
  const { toast } = useToast();
  const [sending, setSending] = useState(false);
  const { register, handleSubmit, reset, control } = useForm<Enquiry>({ defaultValues: EMPTY });

  const submit = handleSubmit(async () => {
    setSending(true);
    await new Promise((r) => setTimeout(r, SIMULATED_SEND_MS));
    setSending(false);
    toast({ title: 'Message Sent Successfully!', description: "We'll get back to you within 24 hours." });
    reset(EMPTY);
  });

  return (
    <form onSubmit={submit} aria-label="Request Information">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Full Name" required fullWidth autoComplete="name" {...register('name')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Email" type="email" required fullWidth autoComplete="email" {...register('email')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Company" fullWidth autoComplete="organization" {...register('company')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Phone" type="tel" fullWidth autoComplete="tel" {...register('phone')} />
        </Grid>
        <Grid size={12}>
          <Controller
            name="adType"
            control={control}
            render={({ field }) => (
              <TextField select label="Ad Type" fullWidth {...field}>
                <MenuItem value="">
                  <em>Not sure yet</em>
                </MenuItem>
                {AD_TYPES.map((t) => (
                  <MenuItem key={t.value} value={t.value}>
                    {t.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={12}>
          <TextField label="Message" fullWidth multiline minRows={4} {...register('message')} />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" disabled={sending}>
            {sending ? 'Sending...' : 'Send Request'}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
