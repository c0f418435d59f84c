/**
 * The "Generate New Key" form: the contract's name rule and scopes (so the messages are the
 * server's), and the expiry as an IST wall time like every time the console takes (an empty field
 * means the key never expires).
 */
import { API_KEY_MESSAGES as M, API_KEY_SCOPES, ApiKeyNameSchema, DATE_MESSAGES, DateTimeInputSchema, type CreateApiKeyRequest } from '@contract';
import { z } from 'zod';
import { fromIstInput } from '../articles/ist-time';

export const keyFormSchema = z.object({
  name: ApiKeyNameSchema,
  expiresAt: z.string().superRefine((v, ctx) => {
    if (!v.trim()) return;
    const at = fromIstInput(v);
    if (!at) ctx.addIssue({ code: 'custom', message: DATE_MESSAGES.invalid });
    else if (at.getTime() <= Date.now()) ctx.addIssue({ code: 'custom', message: M.expiresInPast });
    else {
      // The server's own rule for dates (years 2000 to 2099).
      const checked = DateTimeInputSchema.safeParse(at.toISOString());
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? DATE_MESSAGES.invalid });
    }
  }),
  scopes: z.array(z.enum(API_KEY_SCOPES)).min(1, { error: M.scopesRequired }),
});

export type KeyFormInput = z.input<typeof keyFormSchema>;
export type KeyFormValues = z.output<typeof keyFormSchema>;

export const EMPTY_KEY_FORM: KeyFormInput = { name: '', expiresAt: '', scopes: [...API_KEY_SCOPES] };

export function keyBody(v: KeyFormValues): CreateApiKeyRequest {
  return { name: v.name, expiresAt: v.expiresAt.trim() ? fromIstInput(v.expiresAt)!.toISOString() : null, scopes: v.scopes };
}
