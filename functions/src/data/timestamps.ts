/** Timestamps cross the wire as ISO strings (types shared with the browser never see Firestore). */
import { Timestamp } from 'firebase-admin/firestore';

export function toIso(value: Timestamp | null | undefined): string | null {
  return value ? value.toDate().toISOString() : null;
}

export function toIsoRequired(value: Timestamp): string {
  return value.toDate().toISOString();
}

export function timestampOf(date: Date): Timestamp {
  return Timestamp.fromDate(date);
}
