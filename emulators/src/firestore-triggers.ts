/**
 * The Firestore triggers the project deploys, attached to the local database as Cloud Functions
 * attaches them in production: each by its export name, each run outside any request.
 */
import { TriggerOrchestrator, type TriggerRegistrar } from '@firebase-bridge/firestore-functions';
import type { CloudEvent, CloudFunction } from 'firebase-functions/v2';
import * as deployed from '../../functions/src/index.js';
import { outsideAuditContext } from '../../functions/src/data/audit-log.js';
import type { LocalFirestore } from './local-firestore.js';

type Register = (reg: TriggerRegistrar<string>, name: string) => void;

/** A v2 trigger, registered to run outside any request (each keeps its own event type). */
function v2<T>(trigger: CloudFunction<CloudEvent<T>>): Register {
  return (reg, name) => reg.v2(name, outsideRequests(trigger));
}

/** The Firestore triggers the project deploys, by export name, each with how it registers. */
const FIRESTORE_TRIGGERS: Record<string, Register> = {
  onArticleDeleted: v2(deployed.onArticleDeleted),
  onTranslationJobWritten: v2(deployed.onTranslationJobWritten),
  onSiteTextJobWritten: v2(deployed.onSiteTextJobWritten),
  onArticleMediaWritten: v2(deployed.onArticleMediaWritten),
  onAdMediaWritten: v2(deployed.onAdMediaWritten),
  onMediaWritten: v2(deployed.onMediaWritten),
  onAdEventCreated: v2(deployed.onAdEventCreated),
  onAnalyticsReaderCreated: v2(deployed.onAnalyticsReaderCreated),
  onArticleCounterWritten: v2(deployed.onArticleCounterWritten),
  onArticleTelegramWritten: v2(deployed.onArticleTelegramWritten),
  onTelegramDeliveryWritten: v2(deployed.onTelegramDeliveryWritten),
  onArticleEmbeddingsWritten: v2(deployed.onArticleEmbeddingsWritten),
  onArticleQueueWritten: v2(deployed.onArticleQueueWritten),
};

/** Registers every deployed Firestore trigger on the local database's controller. */
export function attachFirestoreTriggers(controller: LocalFirestore['controller']): TriggerOrchestrator<string> {
  return new TriggerOrchestrator<string>(controller, (reg) => {
    for (const [name, register] of Object.entries(FIRESTORE_TRIGGERS)) register(reg, name);
  });
}

/**
 * In production a trigger runs in its own invocation; here it would run inside the async context
 * of the request whose write fired it, and its writes would read as that request's change in the
 * audit log. Each trigger runs outside any request, as deployed.
 */
function outsideRequests<F extends object>(fn: F): F {
  return new Proxy(fn, {
    apply: (target, thisArg, args) => outsideAuditContext(() => Reflect.apply(target as (...a: unknown[]) => unknown, thisArg, args)),
    get: (target, prop, receiver) => {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (prop !== 'run' || typeof value !== 'function') return value;
      return (...args: unknown[]) => outsideAuditContext(() => (value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
}
