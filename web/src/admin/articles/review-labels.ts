/**
 * What the console calls each review state of a translation (issue 24): the desk's list of
 * translations and the side-by-side review both show it.
 */
import type { ReviewStatus } from '@contract';

export const REVIEW_LABELS: Record<ReviewStatus, string> = { machine: 'Machine translation, not reviewed', reviewed: 'Reviewed', human: 'Written by an editor' };
