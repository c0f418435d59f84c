/**
 * The advertiser enquiry (public-site.md §4-§5): Full Name and Email required (the browser's own
 * checks), the rest optional; 'Sending...' for 1.5 s (nothing is sent), a toast, a cleared form.
 */
import { Button, Grid, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n';
import { useToast } from '../../shared/toast';

export const SIMULATED_SEND_MS = 1500;

const AD_TYPES = [
  { value: 'banner', label: 'advertise.option.banner' },
  { value: 'sidebar', label: 'advertise.option.sidebar' },
  { value: 'inline', label: 'advertise.option.inline' },
  { value: 'sponsored', label: 'advertise.option.sponsored' },
  { value: 'multiple', label: 'advertise.option.multiple' },
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
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const { register, handleSubmit, reset, control } = useForm<Enquiry>({ defaultValues: EMPTY });

  const submit = handleSubmit(async () => {
    setSending(true);
    await new Promise((r) => setTimeout(r, SIMULATED_SEND_MS));
    setSending(false);
    toast({ title: t('advertise.toast.title'), description: t('advertise.toast.text') });
    reset(EMPTY);
  });

  return (
    <form onSubmit={submit} aria-label={t('advertise.form.title')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t('advertise.form.name')} required fullWidth autoComplete="name" {...register('name')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t('advertise.form.email')} type="email" required fullWidth autoComplete="email" {...register('email')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t('advertise.form.company')} fullWidth autoComplete="organization" {...register('company')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t('advertise.form.phone')} type="tel" fullWidth autoComplete="tel" {...register('phone')} />
        </Grid>
        <Grid size={12}>
          <Controller
            name="adType"
            control={control}
            render={({ field }) => (
              <TextField select label={t('advertise.form.adType')} fullWidth {...field}>
                <MenuItem value="">
                  <em>{t('advertise.form.notSure')}</em>
                </MenuItem>
                {AD_TYPES.map((type) => (
                  <MenuItem key={type.value} value={type.value}>
                    {t(type.label)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={12}>
          <TextField label={t('advertise.form.message')} fullWidth multiline minRows={4} {...register('message')} />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" disabled={sending}>
            {sending ? t('advertise.form.sending') : t('advertise.form.send')}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
