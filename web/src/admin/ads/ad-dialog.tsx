/**
 * "Create Megaphone" / "Edit Megaphone" (admin-and-api.md §2, §5, §8): two tabs, "Megaphone
 * Details" and "Templates" ("Use Template" sets the ad's HTML and returns to the details). The form
 * validates with the contract's schema; a server refusal shows its reason under the field it names.
 * Closing the dialog drops what was typed (it is mounted afresh each time).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminAd, CreateAdInput } from '@contract';
import { Box, DialogContent, Tab, Tabs } from '@mui/material';
import { useCallback, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '../../shared/toast';
import { useCreateAd, useUpdateAd } from '../api/ads';
import { useAdminLanguages } from '../api/languages';
import { errorField, errorToast } from '../shared/errors';
import { FormDialog, saveLabel } from '../shared/form-dialog';
import { AdDetailsFields } from './ad-details-fields';
import { adBody, adFormSchema, EMPTY_AD_FORM, formFromAd, type AdFormInput, type AdFormValues } from './ad-form';
import type { AdTemplate } from './ad-templates';
import { AdTemplatesTab } from './ad-templates-tab';

const FORM_ID = 'ad-form';
type TabName = 'details' | 'templates';

/** `ad` undefined: create; else edit it. */
export function AdDialog({ ad, onClose }: { ad?: AdminAd; onClose(): void }) {
  const id = useId();
  const { toast } = useToast();
  const create = useCreateAd();
  const update = useUpdateAd();
  const [tab, setTab] = useState<TabName>('details');
  const [imageBusy, setImageBusy] = useState(false);
  const languages = useAdminLanguages();
  const pending = create.isPending || update.isPending;
  const keepNative = ad?.type === 'native';
  const schema = useMemo(() => adFormSchema(keepNative), [keepNative]);
  const form = useForm<AdFormInput, unknown, AdFormValues>({ resolver: zodResolver(schema), defaultValues: ad ? formFromAd(ad) : EMPTY_AD_FORM });
  const { handleSubmit, setValue, setError, getValues, watch } = form;
  const onImageBusyChange = useCallback((busy: boolean) => setImageBusy(busy), []);

  const submit = handleSubmit(
    async (values) => {
      const body = adBody(values);
      try {
        if (ad) {
          await update.mutateAsync({ id: ad.id, body });
          toast({ title: 'Megaphone updated successfully!' });
        } else {
          await create.mutateAsync(body as CreateAdInput);
          toast({ title: 'Megaphone created successfully!' });
        }
        onClose();
      } catch (err) {
        toast(errorToast(err, ad ? 'Failed to update ad' : 'Failed to create ad'));
        const named = errorField(err);
        if (named && named.field in EMPTY_AD_FORM) {
          setTab('details');
          setError(named.field as keyof AdFormInput, { message: named.reason });
        }
      }
    },
    // A mistake on the details tab while the templates show: show it.
    () => setTab('details'),
  );

  const applyTemplate = (template: AdTemplate) => {
    const v = getValues();
    setValue('content', template.build({ headline: v.headline, text: v.text, url: v.url, imageUrl: v.imageUrl }), { shouldDirty: true });
    setTab('details');
  };

  const heading = ad ? 'Edit Megaphone' : 'Create Megaphone';
  const tabProps = (name: TabName) => ({ id: `${id}-tab-${name}`, 'aria-controls': `${id}-panel-${name}`, value: name });
  const panelProps = (name: TabName) => ({ role: 'tabpanel', id: `${id}-panel-${name}`, 'aria-labelledby': `${id}-tab-${name}`, hidden: tab !== name });
  return (
    <FormDialog
      title={heading}
      formId={FORM_ID}
      pending={pending}
      submitLabel={saveLabel('Megaphone', !!ad, create, update)}
      submitDisabled={imageBusy}
      maxWidth="md"
      fullScreenOnPhone
      onClose={onClose}
    >
      <Tabs value={tab} onChange={(_e, v: TabName) => setTab(v)} sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }} variant="fullWidth">
        <Tab label="Megaphone Details" {...tabProps('details')} />
        <Tab label="Templates" {...tabProps('templates')} />
      </Tabs>
      <DialogContent>
        <form id={FORM_ID} onSubmit={submit} noValidate aria-label={heading}>
          <Box {...panelProps('details')} sx={{ pt: 1 }}>
            <AdDetailsFields form={form} keptType={ad?.type} languages={languages.data} onImageBusyChange={onImageBusyChange} onOpenTemplates={() => setTab('templates')} />
          </Box>
          <Box {...panelProps('templates')} sx={{ pt: 1 }}>
            {tab === 'templates' && <AdTemplatesTab values={{ headline: watch('headline'), text: watch('text'), url: watch('url'), imageUrl: watch('imageUrl') }} onUse={applyTemplate} />}
          </Box>
        </form>
      </DialogContent>
    </FormDialog>
  );
}
