/**
 * "Add Telegram Channel" / "Edit Telegram Channel" (admin-and-api.md §2, §3, §5): name, bot token
 * (masked; a stored token shows as its mask, which the server keeps when it comes back), channel
 * ID, language, the categories to auto-post, the auto-post and active switches. The same schema
 * as the server validates the form, so both show the spec's words.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORIES, CreateTelegramChannelRequestSchema, TELEGRAM_MESSAGES, isMaskedBotToken, type AdminLanguage, type CreateTelegramChannelRequest, type TelegramChannel } from '@contract';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  Checkbox,
  DialogContent,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  InputAdornment,
  Link,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CATEGORY_LABELS } from '../../shared/format';
import { useToast } from '../../shared/toast';
import { useCreateTelegramChannel, useUpdateTelegramChannel, type CreateChannelBody } from '../api/telegram';
import { errorField, errorToast } from '../shared/errors';
import { FormDialog, saveLabel } from '../shared/form-dialog';
import { SwitchField } from '../shared/switch-field';
import { BOTFATHER_URL } from './setup-guide';

const FORM_ID = 'telegram-channel-form';
const FIELDS = ['name', 'botToken', 'channelId', 'languageId', 'categories'] as const;

/** `channel` undefined: add; else edit it. */
export function ChannelDialog({ channel, languages, onClose }: { channel?: TelegramChannel; languages: AdminLanguage[]; onClose(): void }) {
  const { toast } = useToast();
  const create = useCreateTelegramChannel();
  const update = useUpdateTelegramChannel();
  const pending = create.isPending || update.isPending;
  const [showToken, setShowToken] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateChannelBody, unknown, CreateTelegramChannelRequest>({
    resolver: zodResolver(CreateTelegramChannelRequestSchema),
    defaultValues: channel
      ? { name: channel.name, botToken: channel.botToken, channelId: channel.channelId, languageId: channel.languageId, categories: channel.categories, autoPost: channel.autoPost, isActive: channel.isActive }
      : { name: '', botToken: '', channelId: '', languageId: 1, categories: [], autoPost: true, isActive: true },
  });
  // Active languages, and the channel's own even if it was switched off since.
  const choices = languages.filter((l) => l.isActive || l.id === channel?.languageId);

  const submit = handleSubmit(async (body) => {
    try {
      if (channel) {
        await update.mutateAsync({ id: channel.id, body });
        toast({ title: TELEGRAM_MESSAGES.updated });
      } else {
        await create.mutateAsync(body);
        toast({ title: TELEGRAM_MESSAGES.created });
      }
      onClose();
    } catch (err) {
      toast(errorToast(err, channel ? TELEGRAM_MESSAGES.updateFailed : TELEGRAM_MESSAGES.createFailed));
      const named = errorField(err);
      const field = FIELDS.find((f) => named?.field === f || named?.field.startsWith(`${f}.`));
      if (named && field) setError(field, { message: named.reason });
    }
  });

  const heading = channel ? 'Edit Telegram Channel' : 'Add Telegram Channel';
  return (
    <FormDialog title={heading} formId={FORM_ID} pending={pending} submitLabel={saveLabel('Channel', !!channel, create, update)} maxWidth="sm" onClose={onClose}>
      <DialogContent dividers>
        <form id={FORM_ID} onSubmit={submit} noValidate aria-label={heading}>
          <Stack spacing={2}>
            <TextField label="Channel Name" required fullWidth autoFocus {...register('name')} error={!!errors.name} helperText={errors.name?.message ?? 'How the console names it, e.g. CryptoLekh Hindi'} />
            <TextField
              label="Bot Token"
              required
              fullWidth
              type={showToken ? 'text' : 'password'}
              autoComplete="off"
              placeholder="123456789:AAH..."
              {...register('botToken')}
              onFocus={(e) => {
                // The mask is not a token: typing should replace it, not add to it.
                if (isMaskedBotToken(e.target.value)) e.target.select();
              }}
              error={!!errors.botToken}
              helperText={
                errors.botToken?.message ?? (
                  <>
                    {channel ? 'Stored on the server and shown masked: keep it to keep the token, or paste a new one. ' : 'Stored on the server; the console only ever shows it masked. '}
                    <Link href={BOTFATHER_URL} target="_blank" rel="noopener noreferrer">
                      Create a bot with @BotFather
                    </Link>
                  </>
                )
              }
              slotProps={{
                htmlInput: { spellCheck: false, autoCapitalize: 'none' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title={showToken ? 'Hide bot token' : 'Show bot token'}>
                        <IconButton aria-label={showToken ? 'Hide bot token' : 'Show bot token'} onClick={() => setShowToken((v) => !v)} edge="end">
                          {showToken ? <VisibilityOffIcon /> : <VisibilityIcon />}
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <TextField
              label="Channel ID"
              required
              fullWidth
              placeholder="@yourchannel"
              {...register('channelId')}
              error={!!errors.channelId}
              helperText={errors.channelId?.message ?? 'A username with @ (e.g. @cryptolekh_hindi), or a negative numeric ID (e.g. -1001234567890)'}
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
            />
            <Controller
              name="languageId"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  label="Language"
                  required
                  fullWidth
                  value={choices.some((l) => l.id === field.value) ? field.value : ''}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  onBlur={field.onBlur}
                  error={!!errors.languageId}
                  helperText={errors.languageId?.message ?? 'Posts are written in this language when the article has it, else in its original'}
                >
                  {choices.map((l) => (
                    <MenuItem key={l.id} value={l.id}>
                      {l.name} ({l.nativeName})
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="categories"
              control={control}
              render={({ field }) => {
                const value = field.value ?? [];
                return (
                  <FormControl component="fieldset" error={!!errors.categories} variant="standard">
                    <FormLabel component="legend">Auto-post Categories</FormLabel>
                    <FormGroup row>
                      {CATEGORIES.map((c) => (
                        <FormControlLabel
                          key={c}
                          label={CATEGORY_LABELS[c]}
                          control={
                            <Checkbox
                              checked={value.includes(c)}
                              onChange={(e) => field.onChange(e.target.checked ? [...value, c] : value.filter((v) => v !== c))}
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                    <FormHelperText>{errors.categories?.message ?? 'New articles of these categories are posted to the channel'}</FormHelperText>
                  </FormControl>
                );
              }}
            />
            <SwitchField control={control} name="autoPost" label="Auto-post Articles" whenUnset />
            <SwitchField control={control} name="isActive" label="Active" whenUnset />
          </Stack>
        </form>
      </DialogContent>
    </FormDialog>
  );
}
