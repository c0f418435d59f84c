/**
 * Where an edit in progress is kept (issue 24): on the server for a language version of an
 * existing article (GET/PUT/DELETE /api/admin/articles/{id}/autosave/{languageId}), in this
 * browser's localStorage for an article not created yet.
 */
import type { AutosaveRequest, AutosaveResponse } from '@contract';
import { apiRequest } from '../../api/request';
import { readJson } from './json';

export type DraftFields = Required<Pick<AutosaveRequest, 'title' | 'excerpt' | 'content' | 'metaDescription'>>;
export interface Draft extends DraftFields {
  savedAt: string;
}

export type AutosaveTarget = { kind: 'server'; articleId: number; languageId: number } | { kind: 'browser'; key: string };

export interface DraftStore {
  load(): Promise<Draft | null>;
  save(fields: DraftFields): Promise<Draft>;
  clear(): Promise<void>;
}

const LOCAL_PREFIX = 'cryptolekh.autosave.';

export function draftStore(target: AutosaveTarget): DraftStore {
  if (target.kind === 'browser') {
    const key = LOCAL_PREFIX + target.key;
    return {
      load: async () => {
        try {
          const raw = localStorage.getItem(key);
          return raw ? (JSON.parse(raw) as Draft) : null;
        } catch {
          return null;
        }
      },
      save: async (fields) => {
        const draft = { ...fields, savedAt: new Date().toISOString() };
        localStorage.setItem(key, JSON.stringify(draft));
        return draft;
      },
      clear: async () => localStorage.removeItem(key),
    };
  }
  const path = `/api/admin/articles/${target.articleId}/autosave/${target.languageId}`;
  return {
    load: async () => (await readJson<AutosaveResponse>(apiRequest('GET', path))).autosave,
    save: (fields) => readJson<Draft>(apiRequest('PUT', path, fields)),
    clear: async () => void (await apiRequest('DELETE', path)),
  };
}
