/**
 * The "Create Megaphone" dialog's form: the contract's fields (so the messages are the server's),
 * with selects that start empty, and the values an existing ad fills it with.
 */
import { AD_MESSAGES as M, AD_PLACEMENTS, AD_TYPES, ADMIN_AD_TYPES, CreateAdRequestSchema, type AdminAd } from '@contract';
import { z } from 'zod';

/** The spec's guidance (admin-and-api.md §2): headline 5-8 words, description 20-40. */
export const WORD_GUIDANCE = { headline: [5, 8], text: [20, 40] } as const;

/** `keepNative`: editing a reader-side `native` ad, which keeps its type. */
export function adFormSchema(keepNative: boolean) {
  return z.object({
    ...CreateAdRequestSchema.shape,
    // Selects start empty; an empty value reads as "not chosen".
    type: z.string().pipe(z.enum(keepNative ? AD_TYPES : ADMIN_AD_TYPES, { error: M.typeRequired })),
    placement: z.string().pipe(z.enum(AD_PLACEMENTS, { error: M.placementRequired })),
  });
}

export type AdFormInput = z.input<ReturnType<typeof adFormSchema>>;
export type AdFormValues = z.output<ReturnType<typeof adFormSchema>>;

export const EMPTY_AD_FORM: AdFormInput = {
  name: '',
  type: '',
  placement: '',
  headline: '',
  text: '',
  imageUrl: '',
  imagePublicId: null,
  url: '',
  content: '',
  languageIds: [],
  isActive: true,
  priority: 0,
};

export function formFromAd(ad: AdminAd): AdFormInput {
  return {
    name: ad.name,
    type: ad.type,
    placement: ad.placement,
    headline: ad.headline,
    text: ad.text,
    imageUrl: ad.imageUrl ?? '',
    imagePublicId: ad.imagePublicId,
    url: ad.url ?? '',
    content: ad.content ?? '',
    languageIds: ad.languageIds,
    isActive: ad.isActive,
    priority: ad.priority,
  };
}

/** The body of POST and PUT: every field, '' sent as a cleared value (the server stores null). */
export function adBody(values: AdFormValues) {
  return {
    name: values.name,
    type: values.type,
    placement: values.placement,
    headline: values.headline,
    text: values.text,
    imageUrl: values.imageUrl ?? '',
    imagePublicId: values.imageUrl ? (values.imagePublicId ?? null) : null,
    url: values.url ?? '',
    content: values.content ?? '',
    /** Always sent: an edit that empties the list makes the ad show in every language again. */
    languageIds: values.languageIds ?? [],
    isActive: values.isActive ?? true,
    priority: values.priority ?? 0,
  };
}
