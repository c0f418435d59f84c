/**
 * The administrator API (admin-and-api.md §7). Login is open (and rate limited); every other call
 * needs an administrator token. Handlers parse their input first, then call one service method.
 */
import { Router } from 'express';
import { z } from 'zod';
import {
  AdminAdsQuerySchema,
  AdminArticleListQuerySchema,
  CreateAdRequestSchema,
  CreateApiKeyRequestSchema,
  UpdateApiKeyRequestSchema,
  UpdateAdRequestSchema,
  AdminLoginRequestSchema,
  AiSettingsUpdateSchema,
  GenerateArticleRequestSchema,
  TranslateRequestSchema,
  CreateArticleRequestSchema,
  CreateLanguageRequestSchema,
  CreateUploadRequestSchema,
  CreateTelegramChannelRequestSchema,
  DeliveryPathSchema,
  IdPathSchema,
  PosterUploadQuerySchema,
  UploadIdPathSchema,
  SiteSettingsUpdateSchema,
  TranslationPathSchema,
  TranslationUpsertRequestSchema,
  UpdateArticleRequestSchema,
  UpdateLanguageRequestSchema,
  UpdateTelegramChannelRequestSchema,
  permissionsOf,
  type AdminMe,
} from '../../contract/index.js';
import type { Services } from '../../services/index.js';
import { mediaLimitBytes, SNIFF_BYTES } from '../../services/media-types.js';
import { readMultipartFile } from '../multipart-file.js';
import { parseInput, requireJsonBody, singleValuedQuery } from '../validate.js';
import { declaredRoutes } from './declared-routes.js';
import { adminActor, adminOf, recordRefusedAccount, requireAdmin } from './require-admin.js';
import { isRefusedAccount } from '../../services/admin-auth-service.js';
import { articleEditAlso, articleEditTarget, articleTarget, bodyFirst, eachRequestedLanguage, newArticleAlso, newArticleTarget, translationRightsOf, translationTarget } from './targets.js';
import { deskRoutes } from './desk-routes.js';
import { addAutosaveRoutes } from './autosave-routes.js';
import { addPresenceRoutes } from './presence-routes.js';
import { siteTextRoutes } from './site-text-routes.js';
import { myTranslationsRoutes } from './my-translations-routes.js';
import { staffRoutes } from './staff-routes.js';
import { analyticsRoutes } from './analytics-routes.js';
import { auditRoutes, staffAuditActor } from './audit-routes.js';
import { auditContext } from '../request-context.js';
import { expectedVersion, sendArticle } from './if-match.js';

const UPLOAD_PATH = '/upload-media';
const POSTER_PATH = '/upload-media/poster';
/** Routes that take multipart/form-data (checked by the route, after the administrator is). */
const MULTIPART_PATHS = new Set([UPLOAD_PATH, POSTER_PATH]);

/** Strict like every admin body: an unknown field is named in a 400. */
const CreateUploadBodySchema = z.strictObject(CreateUploadRequestSchema.shape);

export function adminRouter(services: Services): Router {
  const router = Router();
  router.use((req, _res, next) => {
    if (!MULTIPART_PATHS.has(req.path.toLowerCase().replace(/(?<=.)\/+$/, ''))) requireJsonBody(req);
    next();
  });

  router.post('/login', async (req, res) => {
    const body = parseInput(AdminLoginRequestSchema, req.body, 'body');
    // req.ip honours the app's `trust proxy` setting (the client address as the front end saw it).
    try {
      res.json(await services.adminAuth.login(body, req.ip ?? 'unknown'));
    } catch (err) {
      // A right password of an account that is not staff, or is suspended: a refusal to record.
      if (isRefusedAccount(err)) await recordRefusedAccount(services, undefined, req, res, err);
      throw err;
    }
  });

  router.use(requireAdmin(services, router));
  // Every change below records who made it, in the same transaction (data/audit-log.ts).
  router.use(auditContext(services, staffAuditActor));
  auditRoutes(router, services);
  // Every route below names what it does; its guard asks the policy first (declared-routes.ts).
  const routes = declaredRoutes(router, services);

  routes.get('/me', { action: 'dashboard.read' }, (_req, res) => {
    const me = adminOf(res);
    res.json({ ...me, permissions: permissionsOf(me) } satisfies AdminMe);
  });

  routes.get('/stats', { action: 'dashboard.read' }, async (_req, res) => {
    // The readers and ads of the last 30 days are the analytics report's: for those who may read it.
    res.json(await services.dashboard.getStats({ withAnalytics: permissionsOf(adminOf(res)).includes('analytics.read') }));
  });
  // The dashboard's "what readers want written next": searches of the last 30 days that found nothing
  // good. What outside systems' readers typed is reader analytics: those who may read the analytics.
  routes.get('/search-gaps', { action: 'analytics.read' }, async (_req, res) => {
    res.json(await services.search.listUnansweredQueries());
  });

  // Articles
  // Sorted by the last 30 days' views, the list shows analytics: `analytics.read` too.
  routes.get('/articles', { action: 'article.read', also: (req) => (req.query.sort === 'views30d' ? ['analytics.read'] : []) }, async (req, res) => {
    const q = parseInput(AdminArticleListQuerySchema, singleValuedQuery(req.query as Record<string, unknown>), 'query');
    res.json(await services.adminArticles.listArticles(q, adminOf(res)));
  });
  routes.post('/articles', { action: 'article.create', target: newArticleTarget, also: newArticleAlso }, async (req, res) => {
    const body = parseInput(CreateArticleRequestSchema, req.body, 'body');
    sendArticle(res, await services.adminArticles.createArticle(body, { by: adminActor(res) }, adminOf(res).uid, translationRightsOf(adminOf(res))), 201);
  });
  // Single-article answers carry the version's ETag; the console's article writes send it back as
  // If-Match (if-match.ts): a write from an older version merges or is refused with 409 (issue 39).
  routes.get('/articles/:id', { action: 'article.read' }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    sendArticle(res, await services.adminArticles.getArticle(id));
  });
  routes.patch('/articles/:id', { action: 'article.update', target: articleEditTarget, also: articleEditAlso }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const body = parseInput(UpdateArticleRequestSchema, req.body, 'body');
    const expect = expectedVersion(req, true);
    sendArticle(res, await services.adminArticles.updateArticle(id, body, { by: adminActor(res) }, translationRightsOf(adminOf(res)), expect));
  });
  routes.delete('/articles/:id', { action: 'article.delete', target: articleTarget }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.adminArticles.deleteArticle(id, expectedVersion(req, false)));
  });
  routes.post('/articles/:id/translate', { action: 'translation.update', target: bodyFirst(TranslateRequestSchema, articleTarget), also: eachRequestedLanguage }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const body = parseInput(TranslateRequestSchema, req.body, 'body');
    res.json(await services.adminArticles.translationRequests.translate(id, body, expectedVersion(req, true)));
  });
  // A contributor's draft, marked for the editors of its language ("Waiting for review").
  routes.post('/articles/:id/submit-for-review', { action: 'article.submit', target: articleTarget }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const expect = expectedVersion(req, true);
    sendArticle(res, await services.adminArticles.submitForReview(id, adminOf(res).uid, adminActor(res), expect));
  });
  deskRoutes(routes, services);
  myTranslationsRoutes(router, services);
  routes.post('/generate-article', { action: 'article.generate' }, async (req, res) => {
    const body = parseInput(GenerateArticleRequestSchema, req.body, 'body');
    res.json(await services.articleGeneration.generateArticle(body.rawContent));
  });

  // Media (admin-and-api.md §7, §9): multipart field `file` -> {url, publicId, ...}
  routes.post(UPLOAD_PATH, { action: 'media.upload' }, async (req, res) => {
    const bytes = await readMultipartFile(req, 'file', {
      accept: (head) => services.media.accept(head),
      sniffBytes: SNIFF_BYTES,
      hardMaxBytes: Math.max(mediaLimitBytes('image'), mediaLimitBytes('video')),
    });
    res.json(await services.media.upload(bytes));
  });
  // A video's poster (the console draws its first frame): ?videoPublicId=..., multipart field `file`.
  routes.post(POSTER_PATH, { action: 'media.upload' }, async (req, res) => {
    const { videoPublicId } = parseInput(PosterUploadQuerySchema, singleValuedQuery(req.query as Record<string, unknown>), 'query');
    // Before the file is read: an unknown video or an image id is refused at once.
    await services.media.requireVideo(videoPublicId);
    const bytes = await readMultipartFile(req, 'file', {
      accept: (head) => services.media.acceptPoster(head),
      sniffBytes: SNIFF_BYTES,
      hardMaxBytes: mediaLimitBytes('image'),
    });
    res.json(await services.media.uploadPoster(videoPublicId, bytes));
  });
  // Direct uploads (files over what one request carries): a session, the browser PUTs the bytes, then complete.
  routes.post('/uploads', { action: 'media.upload' }, async (req, res) => {
    const body = parseInput(CreateUploadBodySchema, req.body, 'body');
    res.status(201).json(await services.uploadSessions.createSession(body, adminOf(res).uid, req.get('origin')));
  });
  routes.post('/uploads/:uploadId/complete', { action: 'media.upload' }, async (req, res) => {
    const { uploadId } = parseInput(UploadIdPathSchema, req.params, 'path');
    res.json(await services.uploadSessions.complete(uploadId));
  });

  // AI settings
  routes.get('/ai-settings', { action: 'aiSettings.read' }, async (_req, res) => {
    res.json(await services.aiSettings.getSettings());
  });
  routes.put('/ai-settings', { action: 'aiSettings.update' }, async (req, res) => {
    const body = parseInput(AiSettingsUpdateSchema, req.body, 'body');
    res.json(await services.aiSettings.updateSettings(body));
  });
  routes.post('/ai-settings/test', { action: 'aiSettings.update' }, async (_req, res) => {
    res.json(await services.aiSettings.testStoredKey());
  });

  routes.put('/articles/:id/translations/:languageId', { action: 'translation.update', target: bodyFirst(TranslationUpsertRequestSchema, translationTarget, TranslationPathSchema) }, async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    const body = parseInput(TranslationUpsertRequestSchema, req.body, 'body');
    const expect = expectedVersion(req, true);
    sendArticle(res, await services.adminArticles.upsertTranslation(id, languageId, body, { by: adminActor(res) }, expect));
  });
  routes.delete('/articles/:id/translations/:languageId', { action: 'translation.delete', target: translationTarget }, async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    const expect = expectedVersion(req, true);
    sendArticle(res, await services.adminArticles.deleteTranslation(id, languageId, adminActor(res), expect));
  });
  addAutosaveRoutes(routes, services);
  addPresenceRoutes(routes, services);

  // Languages
  routes.get('/languages', { action: 'language.read' }, async (_req, res) => {
    res.json(await services.adminLanguages.listLanguages());
  });
  routes.post('/languages', { action: 'language.manage' }, async (req, res) => {
    const body = parseInput(CreateLanguageRequestSchema, req.body, 'body');
    res.status(201).json(await services.adminLanguages.createLanguage(body));
  });
  routes.put('/languages/:id', { action: 'language.manage' }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const body = parseInput(UpdateLanguageRequestSchema, req.body, 'body');
    res.json(await services.adminLanguages.updateLanguage(id, body));
  });
  routes.delete('/languages/:id', { action: 'language.manage' }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.adminLanguages.deleteLanguage(id));
  });

  // The interface text of each language (issue 23)
  siteTextRoutes(routes, services);

  // Ads ("Megaphones")
  routes.get('/ads', { action: 'ad.read' }, async (req, res) => {
    const q = parseInput(AdminAdsQuerySchema, singleValuedQuery(req.query as Record<string, unknown>), 'query');
    res.json(await services.adminAds.listAds(q));
  });
  routes.post('/ads', { action: 'ad.manage' }, async (req, res) => {
    const body = parseInput(CreateAdRequestSchema, req.body, 'body');
    res.status(201).json(await services.adminAds.createAd(body));
  });
  routes.put('/ads/:id', { action: 'ad.manage' }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const body = parseInput(UpdateAdRequestSchema, req.body, 'body');
    res.json(await services.adminAds.updateAd(id, body));
  });
  routes.delete('/ads/:id', { action: 'ad.manage' }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.adminAds.deleteAd(id));
  });
  // Telegram channels (admin-and-api.md §7 Chat channels); the test runs on the server, which holds the token.
  routes.get('/telegram-channels', { action: 'telegram.read' }, async (_req, res) => {
    res.json(await services.telegramChannels.listChannels());
  });
  routes.post('/telegram-channels', { action: 'telegram.manage' }, async (req, res) => {
    const body = parseInput(CreateTelegramChannelRequestSchema, req.body, 'body');
    res.status(201).json(await services.telegramChannels.createChannel(body));
  });
  routes.put('/telegram-channels/:id', { action: 'telegram.manage' }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const body = parseInput(UpdateTelegramChannelRequestSchema, req.body, 'body');
    res.json(await services.telegramChannels.updateChannel(id, body));
  });
  routes.delete('/telegram-channels/:id', { action: 'telegram.manage' }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.telegramChannels.deleteChannel(id));
  });
  routes.post('/telegram-channels/:id/test', { action: 'telegram.manage' }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.telegramChannels.testChannel(id));
  });
  // The delivery ledger, per article: where it was posted, and another try for a failed delivery.
  routes.get('/articles/:id/telegram-deliveries', { action: 'telegram.read' }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.telegramDeliveries.listForArticle(id));
  });
  routes.post('/articles/:id/telegram-deliveries/:channelId/retry', { action: 'telegram.manage' }, async (req, res) => {
    const { id, channelId } = parseInput(DeliveryPathSchema, req.params, 'path');
    res.json(await services.telegramDeliveries.retry(id, channelId));
  });
  // An interrupted send's post found in the channel: resolved without sending.
  routes.post('/articles/:id/telegram-deliveries/:channelId/mark-posted', { action: 'telegram.manage' }, async (req, res) => {
    const { id, channelId } = parseInput(DeliveryPathSchema, req.params, 'path');
    const admin = adminOf(res);
    res.json(await services.telegramDeliveries.markPosted(id, channelId, admin.email || admin.name || admin.uid));
  });

  // API keys (§2 API Keys & Documentation): the full key is in the creation answer only.
  routes.get('/api-keys', { action: 'apiKey.read' }, async (_req, res) => {
    res.json(await services.apiKeys.listKeys());
  });
  routes.post('/api-keys', { action: 'apiKey.manage' }, async (req, res) => {
    const body = parseInput(CreateApiKeyRequestSchema, req.body, 'body');
    res.status(201).json(await services.apiKeys.createKey(body));
  });
  routes.put('/api-keys/:id', { action: 'apiKey.manage' }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const body = parseInput(UpdateApiKeyRequestSchema, req.body, 'body');
    res.json(await services.apiKeys.updateKey(id, body));
  });
  routes.delete('/api-keys/:id', { action: 'apiKey.manage' }, async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.apiKeys.deleteKey(id));
  });

  staffRoutes(router, services);
  analyticsRoutes(router, routes, services);

  // Site settings (the console's Settings page)
  routes.get('/settings', { action: 'settings.read' }, async (_req, res) => {
    res.json(await services.repos.settings.getSiteSettings());
  });
  routes.put('/settings', { action: 'settings.update' }, async (req, res) => {
    const body = parseInput(SiteSettingsUpdateSchema, req.body, 'body');
    await services.repos.settings.saveSiteSettings(body);
    services.analytics.settingsChanged();
    services.audience.settingsChanged();
    res.json(await services.repos.settings.getSiteSettings());
  });

  return router;
}
