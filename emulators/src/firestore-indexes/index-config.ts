/**
 * The indexes production has, read from `firestore.indexes.json` (the file `firebase deploy`
 * uses): the declared composite and vector indexes, and each field's single-field indexes, which
 * are Firestore's automatic ones unless a `fieldOverrides` entry replaces them.
 *
 * Automatic single-field indexes (https://firebase.google.com/docs/firestore/query-data/index-overview,
 * "Automatic indexing"): for every field and map subfield, one ascending and one descending index
 * and, for arrays, one array-contains index, all with COLLECTION scope; "single-field indexes with
 * collection group scope are not maintained by default". A single-field exemption (a
 * `fieldOverrides` entry) overrides those settings for its field; a map field's exemption is
 * inherited by its subfields, and `*` as field path matches every field of the collection group.
 * An entry with `"indexes": []` leaves the field with no single-field index at all.
 */
import { readFileSync } from 'node:fs';

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';
export type Direction = 'ASCENDING' | 'DESCENDING';
/** What a single-field index (or a field of a composite) answers: an order, or array-contains. */
export type FieldMode = Direction | 'CONTAINS';

export interface IndexField {
  fieldPath: string;
  order?: Direction;
  arrayConfig?: 'CONTAINS';
  vectorConfig?: { dimension: number; flat?: Record<string, never> };
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: QueryScope;
  fields: IndexField[];
}

export interface SingleFieldIndex {
  order?: Direction;
  arrayConfig?: 'CONTAINS';
  queryScope?: QueryScope;
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: SingleFieldIndex[];
}

export interface IndexConfig {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

export const INDEXES_FILE = new URL('../../../firestore.indexes.json', import.meta.url);

export function readIndexConfig(file: URL | string = INDEXES_FILE): IndexConfig {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<IndexConfig>;
  return { indexes: raw.indexes ?? [], fieldOverrides: raw.fieldOverrides ?? [] };
}

/** The automatic single-field indexes of a field nothing overrides. */
export const AUTOMATIC: readonly SingleFieldIndex[] = [
  { order: 'ASCENDING', queryScope: 'COLLECTION' },
  { order: 'DESCENDING', queryScope: 'COLLECTION' },
  { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
];

/** The override that applies to a field: its own, else its nearest map parent's, else `*`. */
export function overrideOf(config: IndexConfig, collectionGroup: string, fieldPath: string): FieldOverride | undefined {
  const mine = config.fieldOverrides.filter((o) => o.collectionGroup === collectionGroup);
  const segments = fieldPath.split('.');
  for (let n = segments.length; n > 0; n--) {
    const found = mine.find((o) => o.fieldPath === segments.slice(0, n).join('.'));
    if (found) return found;
  }
  return mine.find((o) => o.fieldPath === '*');
}

/** The single-field indexes a field has in a collection group. */
export function singleFieldIndexes(config: IndexConfig, collectionGroup: string, fieldPath: string): readonly SingleFieldIndex[] {
  return overrideOf(config, collectionGroup, fieldPath)?.indexes ?? AUTOMATIC;
}

export function modeOf(index: SingleFieldIndex | IndexField): FieldMode | undefined {
  return index.arrayConfig === 'CONTAINS' ? 'CONTAINS' : index.order;
}

/** Whether the field has a single-field index of that mode and scope. */
export function hasSingleFieldIndex(config: IndexConfig, collectionGroup: string, fieldPath: string, mode: FieldMode, scope: QueryScope): boolean {
  return singleFieldIndexes(config, collectionGroup, fieldPath).some((i) => modeOf(i) === mode && (i.queryScope ?? 'COLLECTION') === scope);
}

export function compositesOf(config: IndexConfig, collectionGroup: string, scope: QueryScope): CompositeIndex[] {
  return config.indexes.filter((i) => i.collectionGroup === collectionGroup && (i.queryScope ?? 'COLLECTION') === scope);
}
