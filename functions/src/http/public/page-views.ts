/**
 * POST /api/page-views (PAGE_VIEW_PATH, issue 30): the reader's page-view and engaged-time beacon.
 * Any body type (navigator.sendBeacon sends text/plain), at most PAGE_VIEW_BODY_LIMIT; the answer
 * is always 204 with no body and no cookie, whether the hit counted or not (bad JSON, an unknown
 * article, a bot, a flood), so the endpoint tells a prober nothing and never fails a page.
 */
import express, { type RequestHandler } from 'express';
import type { Services } from '../../services/index.js';

/**
 * The reader's page cuts each text to ANALYTICS_LIMITS.textMax (a beacon is under 2 KiB), but a page
 * loaded before that, or a campaign link of a few KiB, still sends long fields: the body is read up to
 * 64 KiB and the fields cut (contract/analytics.ts), so such a view is counted, not dropped.
 */
export const PAGE_VIEW_BODY_LIMIT = '64kb';

export function pageViewRoute(services: Services): RequestHandler {
  const readBody = express.text({ type: () => true, limit: PAGE_VIEW_BODY_LIMIT, defaultCharset: 'utf-8' });
  return (req, res) => {
    readBody(req, res, (err?: unknown) => {
      const done = () => {
        if (!res.headersSent) res.status(204).end();
      };
      if (err) {
        // The body may be unread (too large): the connection closes rather than read it.
        res.set('Connection', 'close');
        return done();
      }
      services.analytics
        .recordBeacon(req.body, {
          clientAddress: req.ip ?? 'unknown',
          userAgent: req.get('user-agent'),
          host: req.get('host'),
          pageUrl: req.get('referer'),
          withCredentials: req.get('authorization') !== undefined,
        })
        .catch((e: unknown) => console.error('page view not counted', e))
        .finally(done);
    });
  };
}
