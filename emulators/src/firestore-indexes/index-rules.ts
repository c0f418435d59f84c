/**
 * Whether production Cloud Firestore has an index for a query, and if not, the
 * `firestore.indexes.json` entry that would give it one. Every query is served by indexes
 * (https://firebase.google.com/docs/firestore/query-data/index-overview, "An index behind every
 * query"); without one production answers FAILED_PRECONDITION "The query requires an index".
 *
 * The rules, per branch of an OR (each branch must be served):
 *  - No filter and no ordering: the built-in document-name index.
 *  - Equalities only: each field's single-field index, merged ("multiple equality ... automatic,
 *    merged single-field"); array-contains together with another equality needs a composite
 *    (index-overview, composite index examples: array-contains + == is a composite query).
 *  - One ordered field (explicit orderBy, or the implicit one of an inequality) and nothing else:
 *    that field's single-field index in that direction.
 *  - Equalities with an ordering, several ordered/inequality fields
 *    (https://firebase.google.com/docs/firestore/query-data/multiple-range-fields): a composite
 *    index whose fields are the equality fields (any order and direction; array-contains as
 *    `arrayConfig: CONTAINS`) followed by the ordered fields with the same directions. The order
 *    and direction of the ordered fields define the index: (a ASC, b DESC) does not serve
 *    (a DESC, b ASC) (index-overview: each combination of orderings needs its own index).
 *    "Index merging": composites that each hold some of the equality fields and end with the same
 *    ordering serve the query together.
 *  - Aggregations (https://cloud.google.com/blog/products/databases/aggregate-with-sum-and-avg-in-firestore:
 *    "Firestore computes the SUM() and AVG() results directly through index scans ... a field must
 *    be indexed"): count() needs what the filters need; sum/avg(f) needs an index holding f after
 *    the filter and order fields (the single-field index of f when nothing else is involved);
 *    several aggregated fields need one composite holding all of them.
 *  - findNearest (https://firebase.google.com/docs/firestore/vector-search): a vector index on the
 *    field with the query vector's dimension ("the resulting index ... can be used for vector
 *    search with the same dimension"); pre-filter fields come before the vector field in it.
 *  - Scope: a collection-group query needs COLLECTION_GROUP indexes: automatic single-field ones
 *    are COLLECTION scoped, so it needs a field override, and composites declared with
 *    `"queryScope": "COLLECTION_GROUP"`.
 */
import {
  compositesOf,
  hasSingleFieldIndex,
  overrideOf,
  singleFieldIndexes,
  type CompositeIndex,
  type FieldMode,
  type FieldOverride,
  type IndexConfig,
  type IndexField,
  type QueryScope,
} from './index-config.js';
import { NAME, type Branch, type EqualityKind, type Ordering, type QueryShape } from './query-shape.js';

export type MissingIndex =
  | { kind: 'composite'; entry: CompositeIndex; message: string }
  | { kind: 'single-field'; entry: FieldOverride; message: string };

export function missingIndex(shape: QueryShape, config: IndexConfig): MissingIndex | null {
  // A query without a collection id (recursive deletes, listings) walks the document-name index.
  if (!shape.collectionGroup) return null;
  for (const branch of shape.branches) {
    const missing = branchMissing(shape.collectionGroup, shape, branch, config);
    if (missing) return missing;
  }
  return null;
}

interface Needs {
  equalities: [string, EqualityKind][];
  orderBy: Ordering[];
  /** Aggregated fields the filters and ordering do not already put in the index. */
  aggregated: string[];
}

function branchMissing(group: string, shape: QueryShape, branch: Branch, config: IndexConfig): MissingIndex | null {
  const scope = shape.scope;
  if (shape.nearest) return vectorMissing(group, shape, branch, config);
  const orderBy = shape.orderBy.filter((o) => !branch.constants.has(o.fieldPath));
  // An `in` on an ordered field is read from that field's place in the ordering.
  const ordered = new Set(orderBy.map((o) => o.fieldPath));
  const equalities = [...branch.equalities].filter(([f, kind]) => !(kind === 'value' && ordered.has(f)));
  const used = new Set([...orderBy.map((o) => o.fieldPath), ...branch.equalities.keys()]);
  const needs: Needs = { equalities, orderBy, aggregated: shape.aggregated.filter((f) => !used.has(f)) };
  const single = (fieldPath: string, modes: FieldMode[]) => modes.some((m) => hasSingleFieldIndex(config, group, fieldPath, m, scope));
  const valueModes: FieldMode[] = ['ASCENDING', 'DESCENDING'];
  const modesOf = (kind: EqualityKind): FieldMode[] => (kind === 'contains' ? ['CONTAINS'] : valueModes);

  // Served by single-field indexes alone.
  const fields = equalities.length + orderBy.length + needs.aggregated.length;
  if (fields === 0) return null;
  if (orderBy.length === 0 && needs.aggregated.length === 0 && (equalities.length === 1 || equalities.every(([, k]) => k === 'value'))) {
    const lacking = equalities.find(([f, k]) => !single(f, modesOf(k)));
    if (!lacking) return null;
    if (equalities.length === 1) return singleFieldMissing(config, group, lacking[0], modesOf(lacking[1])[0]!, scope);
  }
  if (fields === 1 && orderBy.length === 1 && single(orderBy[0]!.fieldPath, [orderBy[0]!.direction])) return null;
  if (fields === 1 && orderBy.length === 1) return singleFieldMissing(config, group, orderBy[0]!.fieldPath, orderBy[0]!.direction, scope);
  if (fields === 1 && needs.aggregated.length === 1) {
    if (single(needs.aggregated[0]!, valueModes)) return null;
    return singleFieldMissing(config, group, needs.aggregated[0]!, 'ASCENDING', scope);
  }

  const composites = compositesOf(config, group, scope);
  if (composites.some((index) => serves(index, needs))) return null;
  if (merges(composites, needs)) return null;
  return compositeMissing({
    collectionGroup: group,
    queryScope: scope,
    fields: [
      ...equalities.map(([fieldPath, kind]): IndexField => (kind === 'contains' ? { fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath, order: 'ASCENDING' })),
      ...orderBy.map(({ fieldPath, direction }): IndexField => ({ fieldPath, order: direction })),
      ...needs.aggregated.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })),
    ],
  });
}

/** The index's fields without a trailing `__name__` (every index ends with the document name). */
function fieldsOf(index: CompositeIndex): IndexField[] {
  return index.fields.at(-1)?.fieldPath === NAME ? index.fields.slice(0, -1) : index.fields;
}

/** Whether one composite holds exactly: the equality fields, then the ordering, then the aggregated fields. */
function serves(index: CompositeIndex, needs: Needs): boolean {
  const fields = fieldsOf(index);
  const { equalities, orderBy, aggregated } = needs;
  if (fields.length !== equalities.length + orderBy.length + aggregated.length || fields.some((f) => f.vectorConfig)) return false;
  const head = fields.slice(0, equalities.length);
  const kinds = new Map(equalities);
  const headOk = head.every((f) => kinds.has(f.fieldPath) && (kinds.get(f.fieldPath) === 'contains' ? f.arrayConfig === 'CONTAINS' : !!f.order));
  if (!headOk || new Set(head.map((f) => f.fieldPath)).size !== equalities.length) return false;
  const middle = fields.slice(equalities.length, equalities.length + orderBy.length);
  if (!middle.every((f, i) => f.fieldPath === orderBy[i]!.fieldPath && f.order === orderBy[i]!.direction)) return false;
  const tail = fields.slice(equalities.length + orderBy.length);
  return tail.every((f) => aggregated.includes(f.fieldPath) && !!f.order) && new Set(tail.map((f) => f.fieldPath)).size === aggregated.length;
}

/**
 * Index merging: composites that each start with some of the (value) equality fields and end with
 * the same ordering, together covering every equality field.
 */
function merges(composites: CompositeIndex[], needs: Needs): boolean {
  const { equalities, orderBy, aggregated } = needs;
  if (equalities.length < 2 || orderBy.length === 0 || aggregated.length > 0 || equalities.some(([, k]) => k !== 'value')) return false;
  const covered = new Set<string>();
  for (const index of composites) {
    const fields = fieldsOf(index);
    const head = fields.slice(0, fields.length - orderBy.length);
    const tail = fields.slice(fields.length - orderBy.length);
    if (head.length === 0 || !tail.every((f, i) => f.fieldPath === orderBy[i]!.fieldPath && f.order === orderBy[i]!.direction)) continue;
    if (head.every((f) => !!f.order && equalities.some(([e]) => e === f.fieldPath))) head.forEach((f) => covered.add(f.fieldPath));
  }
  return equalities.every(([e]) => covered.has(e));
}

/** findNearest: a vector index of the same dimension whose leading fields are the pre-filter's. */
function vectorMissing(group: string, shape: QueryShape, branch: Branch, config: IndexConfig): MissingIndex | null {
  const nearest = shape.nearest!;
  const prefilter = new Map<string, EqualityKind | 'inequality'>([...branch.equalities]);
  for (const f of branch.inequalities) prefilter.set(f, 'inequality');
  const fits = (index: CompositeIndex) => {
    const last = index.fields.at(-1);
    const head = index.fields.slice(0, -1);
    return (
      last?.fieldPath === nearest.fieldPath &&
      last.vectorConfig?.dimension === nearest.dimension &&
      head.length === prefilter.size &&
      head.every((f) => prefilter.has(f.fieldPath) && (prefilter.get(f.fieldPath) === 'contains' ? f.arrayConfig === 'CONTAINS' : !!f.order))
    );
  };
  if (compositesOf(config, group, shape.scope).some(fits)) return null;
  return compositeMissing({
    collectionGroup: group,
    queryScope: shape.scope,
    fields: [
      ...[...prefilter].map(([fieldPath, kind]): IndexField => (kind === 'contains' ? { fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath, order: 'ASCENDING' })),
      { fieldPath: nearest.fieldPath, vectorConfig: { dimension: nearest.dimension, flat: {} } },
    ],
  });
}

function compositeMissing(entry: CompositeIndex): MissingIndex {
  return {
    kind: 'composite',
    entry,
    message: `The query requires an index. Add this entry to "indexes" in firestore.indexes.json: ${JSON.stringify(entry)}`,
  };
}

const MODE_NAMES: Record<FieldMode, string> = { ASCENDING: 'ascending', DESCENDING: 'descending', CONTAINS: 'array-contains' };

/** The field override that adds the missing single-field index to those the field has now. */
function singleFieldMissing(config: IndexConfig, group: string, fieldPath: string, mode: FieldMode, scope: QueryScope): MissingIndex {
  const own = overrideOf(config, group, fieldPath);
  const current = singleFieldIndexes(config, group, fieldPath).map((i) => ({ ...i, queryScope: i.queryScope ?? 'COLLECTION' }));
  const added = mode === 'CONTAINS' ? { arrayConfig: 'CONTAINS' as const, queryScope: scope } : { order: mode, queryScope: scope };
  const entry: FieldOverride = {
    collectionGroup: group,
    fieldPath,
    ...(own?.fieldPath === fieldPath && own.ttl !== undefined ? { ttl: own.ttl } : {}),
    indexes: [...current, added],
  };
  const scopeName = scope === 'COLLECTION' ? 'collection' : 'collection-group';
  return {
    kind: 'single-field',
    entry,
    message:
      `The query requires an index. ${group}.${fieldPath} has no ${scopeName} ${MODE_NAMES[mode]} single-field index` +
      `${scope === 'COLLECTION_GROUP' && !own ? ' (automatic indexes have collection scope only)' : ''}: ` +
      `set this entry in "fieldOverrides" in firestore.indexes.json: ${JSON.stringify(entry)}`,
  };
}

