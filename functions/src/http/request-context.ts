/**
 * Who a request acts as, from where, and which request it is, for the audit log: set once per
 * console or external request (after its credential is checked) and read by the repositories'
 * write transactions (data/audit-log.ts `recordIn`), so no route passes it along by hand.
 */
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import {
  auditRetentionDaysFromEnv,
  currentAuditContext,
  runInAuditContext,
  type AuditRequestContext,
} from '../data/index.js';
import type { AuditAction, AuditActor, AuditTarget, AuditTargetType, PolicyTarget, StaffAction } from '../contract/index.js';
import type { Services } from '../services/index.js';
import type { RunAsActor } from '../services/staff-service.js';

/** A caller's X-Request-Id is kept when it is a plain token; otherwise one is made. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(req: Request): string {
  const given = req.get('x-request-id');
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Runs the rest of the request in an audit context for the actor `actorOf` names. */
export function auditContext(services: Services, actorOf: (res: Response) => AuditActor): RequestHandler {
  const retentionDays = auditRetentionDaysFromEnv();
  return (req, res, next) => {
    const requestId = answerRequestId(req, res);
    runInAuditContext(contextOf(services, req, actorOf(res), retentionDays, requestId), next);
  };
}

/**
 * For a request whose actor is known only part-way (no bearer: the invitation's accept learns who
 * the invitee is from the token): the step that makes the change runs as them, with this request's
 * address, user agent and id (answered in `X-Request-Id` from now on).
 */
export function auditAs(services: Services, req: Request, res: Response): RunAsActor {
  const retentionDays = auditRetentionDaysFromEnv();
  const requestId = answerRequestId(req, res);
  return (actor, fn) => runInAuditContext(contextOf(services, req, actor, retentionDays, requestId), fn);
}

/** The request's id (the caller's or a new one), answered in `X-Request-Id`; the same one however often it is asked. */
function answerRequestId(req: Request, res: Response): string {
  const answered = res.getHeader('X-Request-Id');
  if (typeof answered === 'string') return answered;
  const requestId = requestIdOf(req);
  res.setHeader('X-Request-Id', requestId);
  return requestId;
}

function contextOf(services: Services, req: Request, actor: AuditActor, retentionDays: number, requestId: string): AuditRequestContext {
  return {
    actor,
    ip: req.ip ?? '',
    userAgent: (req.get('user-agent') ?? '').slice(0, 400),
    requestId,
    now: () => services.clock.now(),
    retentionDays,
  };
}

/** The guard's grant, the default action of the change a declared route makes. */
export function noteGranted(action: StaffAction, target: PolicyTarget): void {
  const context = currentAuditContext();
  if (context) context.granted = { action, target };
}

const TYPE_OF_AREA: Record<string, AuditTargetType> = {
  dashboard: 'dashboard',
  article: 'article',
  translation: 'article',
  media: 'media',
  siteText: 'siteText',
  language: 'language',
  aiSettings: 'aiSettings',
  ad: 'ad',
  telegram: 'telegramChannel',
  apiKey: 'apiKey',
  settings: 'settings',
  staff: 'staff',
  auditLog: 'auditLog',
  console: 'console',
};

/** What a refused request was aimed at, as far as the policy's target and the path tell. */
export function refusedTarget(action: AuditAction, target: PolicyTarget, params: Record<string, string | undefined>): AuditTarget {
  const languageId = target.languageId;
  if (target.article) return { type: 'article', id: String(target.article.id), ...(languageId !== undefined && { languageId }) };
  if (target.staff) return { type: 'staff', id: target.staff.uid };
  const area = action.split('.')[0]!;
  const type = TYPE_OF_AREA[area] ?? 'dashboard';
  const id = params.id ?? params.uid ?? params.languageId ?? '';
  return { type, id: String(id), ...(languageId !== undefined && { languageId }) };
}
