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
import { adminActor, adminOf, requireAdmin } from './require-admin.js';
import { deskRoutes } from './desk-routes.js';
import { addAutosaveRoutes } from './autosave-routes.js';
import { siteTextRoutes } from './site-text-routes.js';
import { myTranslationsRoutes } from './my-translations-routes.js';
import { staffRoutes } from './staff-routes.js';
import { auditRoutes, staffAuditActor } from './audit-routes.js';
import { auditContext } from '../request-context.js';

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
    res.json(await services.adminAuth.login(body, req.ip ?? 'unknown'));
  });

  router.use(requireAdmin(services, router));
  // Every change below records who made it, in the same transaction (data/audit-log.ts).
  router.use(auditContext(services, staffAuditActor));
  auditRoutes(router, services);

  router.get('/me', (_req, res) => {
    const me = adminOf(res);
    res.json({ ...me, permissions: permissionsOf(me) } satisfies AdminMe);
  });

  router.get('/stats', async (_req, res) => {
    res.json(await services.dashboard.getStats());
  });
  // The dashboard's "what readers want written next": searches of the last 30 days that found nothing good.
  router.get('/search-gaps', async (_req, res) => {
    res.json(await services.search.listUnansweredQueries());
  });

  // Articles
  router.get('/articles', async (req, res) => {
    const q = parseInput(AdminArticleListQuerySchema, singleValuedQuery(req.query as Record<string, unknown>), 'query');
    res.json(await services.adminArticles.listArticles(q));
  });
  router.post('/articles', async (req, res) => {
    const body = parseInput(CreateArticleRequestSchema, req.body, 'body');
    res.status(201).json(await services.adminArticles.createArticle(body, { by: adminActor(res) }));
  });
  router.get('/articles/:id', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.adminArticles.getArticle(id));
  });
  router.patch('/articles/:id', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const body = parseInput(UpdateArticleRequestSchema, req.body, 'body');
    res.json(await services.adminArticles.updateArticle(id, body, { by: adminActor(res) }));
  });
  router.delete('/articles/:id', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.adminArticles.deleteArticle(id));
  });
  router.post('/articles/:id/translate', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const body = parseInput(TranslateRequestSchema, req.body, 'body');
    res.json(await services.adminArticles.translate(id, body));
  });
  deskRoutes(router, services);
  myTranslationsRoutes(router, services);
  router.post('/generate-article', async (req, res) => {
    const body = parseInput(GenerateArticleRequestSchema, req.body, 'body');
    res.json(await services.articleGeneration.generateArticle(body.rawContent));
  });

  // Media (admin-and-api.md §7, §9): multipart field `file` -> {url, publicId, ...}
  router.post(UPLOAD_PATH, async (req, res) => {
    const bytes = await readMultipartFile(req, 'file', {
      accept: (head) => services.media.accept(head),
      sniffBytes: SNIFF_BYTES,
      hardMaxBytes: Math.max(mediaLimitBytes('image'), mediaLimitBytes('video')),
    });
    res.json(await services.media.upload(bytes));
  });
  // A video's poster (the console draws its first frame): ?videoPublicId=..., multipart field `file`.
  router.post(POSTER_PATH, async (req, res) => {
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
  router.post('/uploads', async (req, res) => {
    const body = parseInput(CreateUploadBodySchema, req.body, 'body');
    res.status(201).json(await services.uploadSessions.createSession(body, adminOf(res).uid, req.get('origin')));
  });
  router.post('/uploads/:uploadId/complete', async (req, res) => {
    const { uploadId } = parseInput(UploadIdPathSchema, req.params, 'path');
    res.json(await services.uploadSessions.complete(uploadId));
  });

  // AI settings
  router.get('/ai-settings', async (_req, res) => {
    res.json(await services.aiSettings.getSettings());
  });
  router.put('/ai-settings', async (req, res) => {
    const body = parseInput(AiSettingsUpdateSchema, req.body, 'body');
    res.json(await services.aiSettings.updateSettings(body));
  });
  router.post('/ai-settings/test', async (_req, res) => {
    res.json(await services.aiSettings.testStoredKey());
  });

  router.put('/articles/:id/translations/:languageId', async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    const body = parseInput(TranslationUpsertRequestSchema, req.body, 'body');
    res.json(await services.adminArticles.upsertTranslation(id, languageId, body, { by: adminActor(res) }));
  });
  router.delete('/articles/:id/translations/:languageId', async (req, res) => {
    const { id, languageId } = parseInput(TranslationPathSchema, req.params, 'path');
    res.json(await services.adminArticles.deleteTranslation(id, languageId));
  });
  addAutosaveRoutes(router, services);

  // Languages
  router.get('/languages', async (_req, res) => {
    res.json(await services.adminLanguages.listLanguages());
  });
  router.post('/languages', async (req, res) => {
    const body = parseInput(CreateLanguageRequestSchema, req.body, 'body');
    res.status(201).json(await services.adminLanguages.createLanguage(body));
  });
  router.put('/languages/:id', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const body = parseInput(UpdateLanguageRequestSchema, req.body, 'body');
    res.json(await services.adminLanguages.updateLanguage(id, body));
  });
  router.delete('/languages/:id', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.adminLanguages.deleteLanguage(id));
  });

  // The interface text of each language (issue 23)
  siteTextRoutes(router, services);

  // Ads ("Megaphones")
  router.get('/ads', async (req, res) => {
    const q = parseInput(AdminAdsQuerySchema, singleValuedQuery(req.query as Record<string, unknown>), 'query');
    res.json(await services.adminAds.listAds(q));
  });
  router.post('/ads', async (req, res) => {
    const body = parseInput(CreateAdRequestSchema, req.body, 'body');
    res.status(201).json(await services.adminAds.createAd(body));
  });
  router.put('/ads/:id', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const body = parseInput(UpdateAdRequestSchema, req.body, 'body');
    res.json(await services.adminAds.updateAd(id, body));
  });
  router.delete('/ads/:id', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.adminAds.deleteAd(id));
  });
  // Telegram channels (admin-and-api.md §7 Chat channels); the test runs on the server, which holds the token.
  router.get('/telegram-channels', async (_req, res) => {
    res.json(await services.telegramChannels.listChannels());
  });
  router.post('/telegram-channels', async (req, res) => {
    const body = parseInput(CreateTelegramChannelRequestSchema, req.body, 'body');
    res.status(201).json(await services.telegramChannels.createChannel(body));
  });
  router.put('/telegram-channels/:id', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const body = parseInput(UpdateTelegramChannelRequestSchema, req.body, 'body');
    res.json(await services.telegramChannels.updateChannel(id, body));
  });
  router.delete('/telegram-channels/:id', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.telegramChannels.deleteChannel(id));
  });
  router.post('/telegram-channels/:id/test', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.telegramChannels.testChannel(id));
  });
  // The delivery ledger, per article: where it was posted, and another try for a failed delivery.
  router.get('/articles/:id/telegram-deliveries', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.telegramDeliveries.listForArticle(id));
  });
  router.post('/articles/:id/telegram-deliveries/:channelId/retry', async (req, res) => {
    const { id, channelId } = parseInput(DeliveryPathSchema, req.params, 'path');
    res.json(await services.telegramDeliveries.retry(id, channelId));
  });
  // An interrupted send's post found in the channel: resolved without sending.
  router.post('/articles/:id/telegram-deliveries/:channelId/mark-posted', async (req, res) => {
    const { id, channelId } = parseInput(DeliveryPathSchema, req.params, 'path');
    const admin = adminOf(res);
    res.json(await services.telegramDeliveries.markPosted(id, channelId, admin.email || admin.name || admin.uid));
  });

  // API keys (§2 API Keys & Documentation): the full key is in the creation answer only.
  router.get('/api-keys', async (_req, res) => {
    res.json(await services.apiKeys.listKeys());
  });
  router.post('/api-keys', async (req, res) => {
    const body = parseInput(CreateApiKeyRequestSchema, req.body, 'body');
    res.status(201).json(await services.apiKeys.createKey(body));
  });
  router.put('/api-keys/:id', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    const body = parseInput(UpdateApiKeyRequestSchema, req.body, 'body');
    res.json(await services.apiKeys.updateKey(id, body));
  });
  router.delete('/api-keys/:id', async (req, res) => {
    const { id } = parseInput(IdPathSchema, req.params, 'path');
    res.json(await services.apiKeys.deleteKey(id));
  });

  staffRoutes(router, services);

  // Site settings (the console's Settings page)
  router.get('/settings', async (_req, res) => {
    res.json(await services.repos.settings.getSiteSettings());
  });
  router.put('/settings', async (req, res) => {
    const body = parseInput(SiteSettingsUpdateSchema, req.body, 'body');
    await services.repos.settings.saveSiteSettings(body);
    res.json(await services.repos.settings.getSiteSettings());
  });

  return router;
}
