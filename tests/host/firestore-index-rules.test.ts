/**
 * The index rules of the local Firestore (emulators/src/firestore-indexes/index-rules.ts) against
 * Firestore's documented examples (the `cities` collection of the index and query docs): what
 * production serves from automatic single-field indexes, what needs a composite, and the entry
 * the refusal names. Queries are built with the real firebase-admin API and read as the proto it
 * sends; no database is involved.
 */
import { AggregateField, FieldPath, FieldValue, Filter, Firestore, type AggregateQuery, type Query } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { CompositeIndex, FieldOverride, IndexConfig } from '../../emulators/src/firestore-indexes/index-config.js';
import { missingIndex } from '../../emulators/src/firestore-indexes/index-rules.js';
import { shapeOf } from '../../emulators/src/firestore-indexes/query-shape.js';

const db = new Firestore({ projectId: 'demo-index-rules' });
const cities = db.collection('cities');
const none: IndexConfig = { indexes: [], fieldOverrides: [] };

type Proto = { structuredQuery?: unknown; structuredAggregationQuery?: { structuredQuery: unknown; aggregations: unknown[] } };
/** What production would say of the query: null when an index serves it, else the entry to add. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function need(query: Query | AggregateQuery<any> | ReturnType<Query['findNearest']>, config: IndexConfig = none) {
  const proto = (query as unknown as { toProto(): Proto }).toProto();
  const aggregation = proto.structuredAggregationQuery;
  const shape = aggregation ? shapeOf(aggregation.structuredQuery as never, aggregation.aggregations as never) : shapeOf(proto.structuredQuery as never);
  return missingIndex(shape, config);
}
const composite = (collectionGroup: string, fields: CompositeIndex['fields'], queryScope: CompositeIndex['queryScope'] = 'COLLECTION'): CompositeIndex => ({
  collectionGroup,
  queryScope,
  fields,
});
const asc = (fieldPath: string) => ({ fieldPath, order: 'ASCENDING' as const });
const desc = (fieldPath: string) => ({ fieldPath, order: 'DESCENDING' as const });
const withIndexes = (...indexes: CompositeIndex[]): IndexConfig => ({ indexes, fieldOverrides: [] });
const withOverrides = (...fieldOverrides: FieldOverride[]): IndexConfig => ({ indexes: [], fieldOverrides });

describe('queries automatic single-field indexes serve', () => {
  it.each([
    ['no filter', cities],
    ['one equality', cities.where('state', '==', 'CA')],
    ['equalities merged: state == CO && name == Denver', cities.where('state', '==', 'CO').where('name', '==', 'Denver')],
    ['in and ==', cities.where('country', 'in', ['USA', 'Japan']).where('capital', '==', true)],
    ['one range', cities.where('population', '<', 100000)],
    ['a range ordered by its own field', cities.where('population', '>', 100000).orderBy('population', 'desc')],
    ['one ordering', cities.orderBy('name', 'desc').limit(3)],
    ['array-contains alone', cities.where('regions', 'array-contains', 'west_coast')],
    ['not-equal alone', cities.where('country', '!=', 'USA')],
    ['document name filter and ordering', cities.where(FieldPath.documentId(), '>', 'M').orderBy(FieldPath.documentId(), 'desc')],
    ['an equality ordered by the same field', cities.where('state', '==', 'CA').orderBy('state')],
    ['an in ordered by the same field', cities.where('state', 'in', ['CA', 'CO']).orderBy('state', 'desc')],
    ['count() of an equality', cities.where('state', '==', 'CA').count()],
    ['sum() with no filter', cities.aggregate({ total: AggregateField.sum('population') })],
    ['OR of equalities', cities.where(Filter.or(Filter.where('state', '==', 'CA'), Filter.where('capital', '==', true)))],
  ])('%s', (_name, query) => {
    expect(need(query)).toBeNull();
  });
});

describe('queries that need a composite index', () => {
  it('equality and range on another field: state == CA && population < 1e6', () => {
    const query = cities.where('state', '==', 'CA').where('population', '<', 1_000_000);
    const missing = need(query);
    expect(missing?.kind).toBe('composite');
    expect(missing?.entry).toEqual(composite('cities', [asc('state'), asc('population')]));
    expect(missing?.message).toMatch(/^The query requires an index\. Add this entry to "indexes" in firestore\.indexes\.json: \{"collectionGroup":"cities"/);
    expect(need(query, withIndexes(composite('cities', [desc('state'), asc('population')])))).toBeNull();
  });

  it('equality ordered by another field, with the ordering’s direction', () => {
    const query = cities.where('country', '==', 'USA').orderBy('population', 'desc');
    expect(need(query)?.entry).toEqual(composite('cities', [asc('country'), desc('population')]));
    // The direction of an ordered field is part of the index: an ascending one does not serve it.
    expect(need(query, withIndexes(composite('cities', [asc('country'), asc('population')])))).not.toBeNull();
    expect(need(query, withIndexes(composite('cities', [asc('country'), desc('population')])))).toBeNull();
    // Nor does the whole index reversed.
    expect(need(cities.where('country', '==', 'USA').orderBy('population', 'asc'), withIndexes(composite('cities', [asc('country'), desc('population')])))).not.toBeNull();
  });

  it('array-contains with an ordering or another equality', () => {
    expect(need(cities.where('regions', 'array-contains', 'west_coast').orderBy('population'))?.entry).toEqual(
      composite('cities', [{ fieldPath: 'regions', arrayConfig: 'CONTAINS' }, asc('population')]),
    );
    const withEquality = cities.where('regions', 'array-contains', 'east_coast').where('capital', '==', true);
    expect(need(withEquality)?.kind).toBe('composite');
    expect(need(withEquality, withIndexes(composite('cities', [asc('capital'), { fieldPath: 'regions', arrayConfig: 'CONTAINS' }])))).toBeNull();
  });

  it('ranges on two fields, with the implicit ordering in lexicographic order', () => {
    const query = cities.where('population', '>', 1_000_000).where('density', '<', 10_000);
    expect(need(query)?.entry).toEqual(composite('cities', [asc('density'), asc('population')]));
    expect(need(query, withIndexes(composite('cities', [asc('population'), asc('density')])))).not.toBeNull();
  });

  it('an in ordered by another field', () => {
    expect(need(cities.where('state', 'in', ['CA', 'CO']).orderBy('population'))?.entry).toEqual(composite('cities', [asc('state'), asc('population')]));
  });

  it('an ordering on two fields', () => {
    expect(need(cities.orderBy('state').orderBy('population', 'desc'))?.entry).toEqual(composite('cities', [asc('state'), desc('population')]));
  });

  it('index merging: composites ending with the same ordering serve several equalities', () => {
    const query = cities.where('state', '==', 'CA').where('capital', '==', false).orderBy('population');
    const merged = withIndexes(composite('cities', [asc('state'), asc('population')]), composite('cities', [asc('capital'), asc('population')]));
    expect(need(query, merged)).toBeNull();
    expect(need(query, withIndexes(composite('cities', [asc('state'), asc('population')])))).not.toBeNull();
  });

  it('each branch of an OR, in the order of the whole query (the inequality orders both)', () => {
    const query = cities.where(Filter.or(Filter.where('state', '==', 'CA'), Filter.and(Filter.where('capital', '==', true), Filter.where('population', '>', 5))));
    const byState = composite('cities', [asc('state'), asc('population')]);
    expect(need(query)?.entry).toEqual(byState);
    expect(need(query, withIndexes(byState))?.entry).toEqual(composite('cities', [asc('capital'), asc('population')]));
    expect(need(query, withIndexes(byState, composite('cities', [asc('capital'), asc('population')])))).toBeNull();
  });
});

describe('aggregations', () => {
  it('sum over a filtered query needs the filter and the summed field in one index', () => {
    const query = cities.where('state', '==', 'CA').aggregate({ total: AggregateField.sum('population') });
    expect(need(query)?.entry).toEqual(composite('cities', [asc('state'), asc('population')]));
  });

  it('several aggregated fields need one composite holding all of them', () => {
    const query = cities.aggregate({ p: AggregateField.sum('population'), d: AggregateField.average('density') });
    expect(need(query)?.entry).toEqual(composite('cities', [asc('population'), asc('density')]));
    expect(need(query, withIndexes(composite('cities', [desc('density'), asc('population')])))).toBeNull();
    expect(need(cities.aggregate({ p: AggregateField.sum('population'), n: AggregateField.count() }))).toBeNull();
  });
});

describe('scopes and exemptions', () => {
  const landmarks = db.collectionGroup('landmarks');

  it('a collection-group query needs a field override: automatic indexes have collection scope', () => {
    const missing = need(landmarks.where('type', '==', 'museum'));
    expect(missing?.kind).toBe('single-field');
    expect(missing?.entry).toEqual({
      collectionGroup: 'landmarks',
      fieldPath: 'type',
      indexes: [
        { order: 'ASCENDING', queryScope: 'COLLECTION' },
        { order: 'DESCENDING', queryScope: 'COLLECTION' },
        { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
        { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
      ],
    });
    expect(missing?.message).toMatch(/^The query requires an index\. landmarks\.type has no collection-group ascending single-field index/);
    expect(need(landmarks.where('type', '==', 'museum'), withOverrides(missing!.entry as FieldOverride))).toBeNull();
    expect(need(landmarks.aggregate({ v: AggregateField.sum('visitors') }))?.kind).toBe('single-field');
    expect(need(landmarks)).toBeNull();
  });

  it('composites apply to their own scope only', () => {
    const fields = [asc('city'), desc('visitors')];
    expect(need(landmarks.where('city', '==', 'SF').orderBy('visitors', 'desc'), withIndexes(composite('landmarks', fields)))).not.toBeNull();
    expect(need(landmarks.where('city', '==', 'SF').orderBy('visitors', 'desc'), withIndexes(composite('landmarks', fields, 'COLLECTION_GROUP')))).toBeNull();
  });

  it('an exempted field has no index at all, and an override keeps only what it lists', () => {
    const exempt = withOverrides({ collectionGroup: 'cities', fieldPath: 'description', indexes: [] });
    expect(need(cities.where('description', '==', 'x'), exempt)?.entry).toEqual({ collectionGroup: 'cities', fieldPath: 'description', indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }] });
    expect(need(cities.orderBy('description'), exempt)).not.toBeNull();
    const ascOnly = withOverrides({ collectionGroup: 'cities', fieldPath: 'population', indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }] });
    expect(need(cities.orderBy('population'), ascOnly)).toBeNull();
    expect(need(cities.orderBy('population', 'desc'), ascOnly)).not.toBeNull();
    // A map field's exemption covers its subfields.
    expect(need(cities.where('address.zip', '==', '1'), withOverrides({ collectionGroup: 'cities', fieldPath: 'address', indexes: [] }))).not.toBeNull();
  });
});

describe('vector search', () => {
  const vectorIndex = (dimension: number, ...prefix: CompositeIndex['fields']) =>
    composite('coffee', [...prefix, { fieldPath: 'embedding', vectorConfig: { dimension, flat: {} } }]);
  const coffee = db.collection('coffee');
  const nearest = (query: Query, dims: number) => query.findNearest({ vectorField: 'embedding', queryVector: FieldValue.vector(Array(dims).fill(0.5)), limit: 5, distanceMeasure: 'COSINE' });

  it('needs a vector index of the query vector’s dimension', () => {
    expect(need(nearest(coffee, 3))?.entry).toEqual(vectorIndex(3));
    expect(need(nearest(coffee, 3), withIndexes(vectorIndex(3)))).toBeNull();
    expect(need(nearest(coffee, 4), withIndexes(vectorIndex(3)))).not.toBeNull();
  });

  it('a pre-filter’s fields come before the vector field in the same index', () => {
    const filtered = nearest(coffee.where('color', '==', 'red'), 3);
    expect(need(filtered, withIndexes(vectorIndex(3)))?.entry).toEqual(vectorIndex(3, asc('color')));
    expect(need(filtered, withIndexes(vectorIndex(3, asc('color'))))).toBeNull();
    expect(need(filtered, withIndexes(vectorIndex(3, asc('color'), asc('size'))))).not.toBeNull();
  });
});
