/**
 * Every minute: resume Telegram deliveries whose wait is over (Telegram's retry_after, a check on
 * a translation being waited for) or whose run stopped without finishing (its lease expired).
 */
import '../options.js'; // region and instance cap, set before the definitions below
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runtime } from '../runtime.js';

export const resumeTelegramDeliveries = onSchedule('every 1 minutes', async () => {
  const resumed = await runtime().services.telegramDeliveries.resumeDue();
  if (resumed > 0) logger.info('Telegram deliveries resumed', { resumed });
});
