/**
 * If-Match on the console's article writes (issue 39): the ETag `"v<n>"` of the version the
 * person started from. Missing: 428; not such an ETag: 400. The write compares it with the
 * article's version inside its transaction and merges a stale one (data/article-version.ts).
 */
import type { Request, Response } from 'express';
import { IF_MATCH_MESSAGES } from '../../contract/index.js';
import type { ExpectedVersion } from '../../data/index.js';
import { etagOf } from '../../data/article-version.js';
import { BadRequestError, PreconditionRequiredError } from '../../errors.js';

const ETAG = /^\s*"v(\d{1,15})"\s*$/;

/** The version an If-Match names; undefined when there is none and `required` is false. */
export function expectedVersion(req: Request, required: true): ExpectedVersion;
export function expectedVersion(req: Request, required: false): ExpectedVersion | undefined;
export function expectedVersion(req: Request, required: boolean): ExpectedVersion | undefined {
  const header = req.get('if-match');
  if (header === undefined || header.trim() === '') {
    if (required) throw new PreconditionRequiredError(IF_MATCH_MESSAGES.required, 'If-Match', 'missing');
    return undefined;
  }
  const m = ETAG.exec(header);
  if (!m) throw new BadRequestError(IF_MATCH_MESSAGES.malformed, 'If-Match', 'not an article ETag');
  return { version: Number(m[1]) };
}

/** Answers an article with its version's ETag. */
export function sendArticle(res: Response, article: { version: number }, status = 200): void {
  res.set('ETag', etagOf(article.version));
  res.status(status).json(article);
}
