/**
 * What an index must provide for one query, read from the StructuredQuery proto firebase-admin
 * sends (the same one production receives): its collection group and scope, its filters as a
 * disjunction of conjunctions (an OR query is served branch by branch), its full ordering and the
 * fields its aggregations or vector search read.
 *
 * Ordering (StructuredQuery.orderBy, https://firebase.google.com/docs/firestore/reference/rest/v1/StructuredQuery):
 * every inequality field must be ordered; those missing are appended in lexicographic order of
 * their names, with the direction of the last ordering given (ASCENDING if none), then
 * `__name__`. Document-name filters and orderings never need an index: every index ends with it.
 */
import type { Direction, QueryScope } from './index-config.js';

export const NAME = '__name__';

/** The proto types, as far as they matter here. */
export interface FieldReference {
  fieldPath?: string;
}
export interface FilterProto {
  compositeFilter?: { op?: string; filters?: FilterProto[] };
  fieldFilter?: { field?: FieldReference; op?: string; value?: unknown };
  unaryFilter?: { field?: FieldReference; op?: string };
}
export interface StructuredQueryProto {
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: FilterProto;
  orderBy?: { field?: FieldReference; direction?: string }[];
  findNearest?: { vectorField?: FieldReference; queryVector?: unknown };
  [key: string]: unknown;
}
export interface AggregationProto {
  count?: unknown;
  sum?: { field?: FieldReference };
  avg?: { field?: FieldReference };
}

/** An equality tests a value (==, in, IS_NULL, IS_NAN) or an array's elements (array-contains[-any]). */
export type EqualityKind = 'value' | 'contains';

export interface Branch {
  equalities: Map<string, EqualityKind>;
  /** Fields with ==: ordering by them is ordering by a constant. */
  constants: Set<string>;
  inequalities: Set<string>;
}

export interface Ordering {
  fieldPath: string;
  direction: Direction;
}

export interface QueryShape {
  collectionGroup: string | undefined;
  scope: QueryScope;
  branches: Branch[];
  /** The full ordering, explicit then implicit, without `__name__`. */
  orderBy: Ordering[];
  /** Fields summed or averaged. */
  aggregated: string[];
  nearest?: { fieldPath: string; dimension: number };
}

const VALUE_EQUALITIES = new Set(['EQUAL', 'IN']);
const CONTAINS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);
const INEQUALITIES = new Set(['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'NOT_EQUAL', 'NOT_IN']);

interface Leaf {
  fieldPath: string;
  kind: 'value' | 'contains' | 'inequality';
  constant: boolean;
}

function leafOf(filter: FilterProto): Leaf | undefined {
  if (filter.fieldFilter) {
    const fieldPath = filter.fieldFilter.field?.fieldPath ?? '';
    const op = filter.fieldFilter.op ?? '';
    if (VALUE_EQUALITIES.has(op)) return { fieldPath, kind: 'value', constant: op === 'EQUAL' };
    if (CONTAINS.has(op)) return { fieldPath, kind: 'contains', constant: false };
    if (INEQUALITIES.has(op)) return { fieldPath, kind: 'inequality', constant: false };
    return undefined;
  }
  if (filter.unaryFilter) {
    const fieldPath = filter.unaryFilter.field?.fieldPath ?? '';
    // IS_NULL / IS_NAN are `== null` / `== NaN`; IS_NOT_NULL / IS_NOT_NAN are `!= null` / `!= NaN`.
    const op = filter.unaryFilter.op ?? '';
    return op.startsWith('IS_NOT_') ? { fieldPath, kind: 'inequality', constant: false } : { fieldPath, kind: 'value', constant: true };
  }
  return undefined;
}

/** The filter as a disjunction of conjunctions of leaves. */
function disjunctionOf(filter: FilterProto | undefined): Leaf[][] {
  if (!filter) return [[]];
  if (filter.compositeFilter) {
    const parts = (filter.compositeFilter.filters ?? []).map(disjunctionOf);
    if (filter.compositeFilter.op === 'OR') return parts.flat();
    return parts.reduce<Leaf[][]>((acc, part) => acc.flatMap((a) => part.map((b) => [...a, ...b])), [[]]);
  }
  const leaf = leafOf(filter);
  return [leaf ? [leaf] : []];
}

function branchOf(leaves: Leaf[]): Branch {
  const branch: Branch = { equalities: new Map(), constants: new Set(), inequalities: new Set() };
  for (const leaf of leaves) {
    if (leaf.fieldPath === NAME) continue;
    if (leaf.kind === 'inequality') branch.inequalities.add(leaf.fieldPath);
    else {
      // A field both tested for a value and array-contains needs both modes: keep the stricter.
      if (branch.equalities.get(leaf.fieldPath) !== 'contains') branch.equalities.set(leaf.fieldPath, leaf.kind);
      if (leaf.constant) branch.constants.add(leaf.fieldPath);
    }
  }
  return branch;
}

const directionOf = (d: string | undefined): Direction => (d === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING');

/** The query's ordering as production completes it (see the module header), `__name__` left out. */
export function effectiveOrdering(query: StructuredQueryProto, inequalities: Iterable<string>): Ordering[] {
  const explicit: Ordering[] = [];
  let last: Direction = 'ASCENDING';
  for (const o of query.orderBy ?? []) {
    const fieldPath = o.field?.fieldPath ?? '';
    last = directionOf(o.direction);
    if (fieldPath === NAME) return explicit; // the rest, if any, can never reorder anything
    explicit.push({ fieldPath, direction: last });
  }
  const present = new Set(explicit.map((o) => o.fieldPath));
  const missing = [...new Set(inequalities)].filter((f) => f !== NAME && !present.has(f)).sort();
  return [...explicit, ...missing.map((fieldPath) => ({ fieldPath, direction: last }))];
}

export function shapeOf(query: StructuredQueryProto, aggregations: AggregationProto[] = []): QueryShape {
  const from = query.from?.[0] ?? {};
  const branches = disjunctionOf(query.where).map(branchOf);
  const inequalities = branches.flatMap((b) => [...b.inequalities]);
  const aggregated = [
    ...new Set(aggregations.map((a) => a.sum?.field?.fieldPath ?? a.avg?.field?.fieldPath).filter((f): f is string => !!f)),
  ];
  const shape: QueryShape = {
    collectionGroup: from.collectionId || undefined,
    scope: from.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
    branches,
    orderBy: effectiveOrdering(query, inequalities),
    aggregated,
  };
  if (query.findNearest) {
    shape.nearest = { fieldPath: query.findNearest.vectorField?.fieldPath ?? '', dimension: vectorLength(query.findNearest.queryVector) };
  }
  return shape;
}

/** A vector value's length: a map value `{__type__: "__vector__", value: [...]}` in the proto. */
function vectorLength(value: unknown): number {
  const fields = (value as { mapValue?: { fields?: Record<string, { arrayValue?: { values?: unknown[] } }> } })?.mapValue?.fields;
  return fields?.value?.arrayValue?.values?.length ?? 0;
}
