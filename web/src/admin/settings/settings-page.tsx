/**
 * /admin/settings (issue 4 fills what the spec leaves open): the site settings the reader site
 * shows: the advertiser page's contact email and phone, the floating button's chat-channel link,
 * the footer's social links, whether the Advertise page shows the measured audience, and the time
 * zone of the Analytics screen's days (issue 30). Validated
 * with the server's own schema.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_SITE_TIME_ZONE, SiteSettingsUpdateSchema, type SiteSettings, type SiteSettingsUpdate } from '@contract';
import { Alert, Autocomplete, Grid, Paper, TextField } from '@mui/material';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '../../shared/toast';
import { useAdminSettings, useUpdateSettings } from '../api/settings';
import { errorToast } from '../shared/errors';
import { PageHeader } from '../shared/page-header';
import { usePageTitle } from '../shared/page-title';
import { FormSectionHeading, SettingsFormActions, SettingsFormSkeleton } from '../shared/settings-form-parts';
import { SwitchField } from '../shared/switch-field';

type SettingsInput = z.input<typeof SiteSettingsUpdateSchema>;

export function SettingsPage() {
  usePageTitle('Settings');
  const settings = useAdminSettings();
  return (
    <>
      <PageHeader title="Settings" subtitle="Contact details and links shown on the reader site, the Advertise page's audience, and the day the Analytics screen counts in." />
      {settings.isError && <Alert severity="error">The settings could not be loaded.</Alert>}
      {settings.isPending && <SettingsFormSkeleton />}
      {settings.data && <SettingsForm saved={settings.data} />}
    </>
  );
}

function SettingsForm({ saved }: { saved: SiteSettings }) {
  const { toast } = useToast();
  const update = useUpdateSettings();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<SettingsInput, unknown, SiteSettingsUpdate>({ resolver: zodResolver(SiteSettingsUpdateSchema), defaultValues: saved });

  // The browser's list of zones; the saved one stays choosable if this browser names it differently
  // (Chromium lists Asia/Calcutta, the server's default is Asia/Kolkata).
  const zones = useMemo(() => {
    const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return [...new Set([saved.timeZone ?? DEFAULT_SITE_TIME_ZONE, ...all])].filter(Boolean) as string[];
  }, [saved.timeZone]);

  const submit = handleSubmit(async (body) => {
    try {
      const next = await update.mutateAsync(body);
      reset(next);
      toast({ title: 'Settings updated successfully!' });
    } catch (err) {
      toast(errorToast(err, 'Failed to update settings'));
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <form onSubmit={submit} noValidate aria-label="Site settings">
        <Grid container spacing={2}>
          <FormSectionHeading title="Advertiser contact" text="Shown on the Advertise page." />
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Contact Email"
              type="email"
              required
              fullWidth
              {...register('contactEmail')}
              error={!!errors.contactEmail}
              helperText={errors.contactEmail?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Contact Phone"
              type="tel"
              required
              fullWidth
              {...register('contactPhone')}
              error={!!errors.contactPhone}
              helperText={errors.contactPhone?.message}
            />
          </Grid>
          <FormSectionHeading title="Chat channel" text="The floating chat button links here. Leave empty to hide the button." />
          <Grid size={12}>
            <TextField
              label="Chat Channel Link"
              type="url"
              fullWidth
              placeholder="https://t.me/yourchannel"
              {...register('chatChannelUrl')}
              error={!!errors.chatChannelUrl}
              helperText={errors.chatChannelUrl?.message}
            />
          </Grid>
          <FormSectionHeading title="Social links" text="Shown in the footer. Leave a link empty to hide it." />
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField label="X (Twitter)" type="url" fullWidth {...register('social.x')} error={!!errors.social?.x} helperText={errors.social?.x?.message} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField label="YouTube" type="url" fullWidth {...register('social.youtube')} error={!!errors.social?.youtube} helperText={errors.social?.youtube?.message} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField label="LinkedIn" type="url" fullWidth {...register('social.linkedin')} error={!!errors.social?.linkedin} helperText={errors.social?.linkedin?.message} />
          </Grid>
          <FormSectionHeading title="Advertise page" text="The four audience tiles advertisers see." />
          <Grid size={12}>
            <SwitchField
              control={control}
              name="showMeasuredAudience"
              label="Show measured audience"
              helperText="The Advertise page's tiles show the last 30 days' measured figures instead of the fixed ones."
            />
          </Grid>
          <FormSectionHeading title="Analytics" text="The Analytics screen's days start at midnight in this time zone; the visitor count starts again then." />
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="timeZone"
              control={control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  options={zones}
                  value={field.value ?? DEFAULT_SITE_TIME_ZONE}
                  disableClearable
                  onChange={(_e, zone) => field.onChange(zone)}
                  renderInput={(params) => <TextField {...params} label="Reporting time zone" error={!!fieldState.error} helperText={fieldState.error?.message} />}
                />
              )}
            />
          </Grid>
          <SettingsFormActions dirty={isDirty} saving={update.isPending} onDiscard={() => reset(saved)} />
        </Grid>
      </form>
    </Paper>
  );
}
