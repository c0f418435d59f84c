/**
 * Two things production Firestore does that the in-memory library (@firebase-bridge/firestore-admin
 * 0.0.10) does not, both because production answers from indexes and "a document is included in
 * the index only if it has an indexed value set for every field used in the index"
 * (https://firebase.google.com/docs/firestore/query-data/index-overview, "Index definition and
 * structure"):
 *  (a) an ordering, explicit or the implicit one of an inequality filter, leaves out documents
 *      that lack the ordered field ("An orderBy clause also filters for existence of the given
 *      fields"); the library sorts them first or last instead. Limit and offset count only the
 *      documents that remain.
 *  (b) an aggregation reads only the documents the index holds, and that index holds every
 *      summed or averaged field: sum(views) + sum(shares) skips a document that has only `views`.
 *      The library sums each field over every matching document.
 * Both are reproduced by adding to the query, before the library runs it, a filter "field exists"
 * for each such field: `field IS NULL OR field IS NOT NULL`, which the library evaluates as
 * present-with-any-value (it does not count unary filters as inequalities, so its own ordering
 * rules are unchanged). The library applies filters before offset and limit.
 */
import { NAME, effectiveOrdering, type AggregationProto, type FilterProto, type StructuredQueryProto } from './query-shape.js';

function exists(fieldPath: string): FilterProto {
  return {
    compositeFilter: {
      op: 'OR',
      filters: [{ unaryFilter: { op: 'IS_NULL', field: { fieldPath } } }, { unaryFilter: { op: 'IS_NOT_NULL', field: { fieldPath } } }],
    },
  };
}

function inequalityFields(filter: FilterProto | undefined): string[] {
  if (!filter) return [];
  if (filter.compositeFilter) return (filter.compositeFilter.filters ?? []).flatMap(inequalityFields);
  const op = filter.fieldFilter?.op ?? filter.unaryFilter?.op ?? '';
  const field = filter.fieldFilter?.field?.fieldPath ?? filter.unaryFilter?.field?.fieldPath;
  const inequality = /^(LESS|GREATER|NOT_)/.test(op) || op.startsWith('IS_NOT_');
  return inequality && field ? [field] : [];
}

/** The query with "exists" filters for its ordered fields and, in an aggregation, its aggregated ones. */
export function withProductionSemantics(query: StructuredQueryProto, aggregations: AggregationProto[] = []): StructuredQueryProto {
  const ordered = effectiveOrdering(query, inequalityFields(query.where)).map((o) => o.fieldPath);
  const aggregated = aggregations.map((a) => a.sum?.field?.fieldPath ?? a.avg?.field?.fieldPath);
  const fields = [...new Set([...ordered, ...aggregated])].filter((f): f is string => !!f && f !== NAME);
  if (fields.length === 0) return query;
  const filters = [...(query.where ? [query.where] : []), ...fields.map(exists)];
  return { ...query, where: { compositeFilter: { op: 'AND', filters } } };
}
