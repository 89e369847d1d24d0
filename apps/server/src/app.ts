import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PATHS } from '@notedesk/contract';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppInstance } from './appInstance';
import type { Config } from './config';
import type { DatabaseHandle } from './db/createDb';
import type { AppDeps } from './deps';
import { acceptEmptyJsonBody } from './http/acceptEmptyJsonBody';
import { installErrorHandler, type NotFoundFallback, sendFrameworkError } from './http/errorHandler';
import { rejectNulCharacters } from './http/rejectNulCharacters';
import { securityHeaders } from './http/securityHeaders';
import { accountRoutes } from './modules/account/routes';
import { createAccountService } from './modules/account/service';
import { apiKeyRoutes } from './modules/apiKeys/routes';
import { createApiKeyService } from './modules/apiKeys/service';
import { createGuard } from './modules/auth/guard';
import type { ThrottleLimits } from './modules/auth/loginThrottle';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import type { CommentClassifier } from './modules/classify/commentClassifier';
import { createClassifierTrainer } from './modules/classify/createClassifierTrainer';
import { createTenantClassifier } from './modules/classify/createTenantClassifier';
import { classifierModelRoutes } from './modules/classify/modelRoutes';
import { createClassifierRepository } from './modules/classify/repository';
import { classifyRoutes } from './modules/classify/routes';
import { createClassifierService } from './modules/classify/service';
import { createTenantModels } from './modules/classify/tenantModels';
import {
  type CommentListIndexOptions,
  createCommentListIndex,
} from './modules/comments/listIndex/createCommentListIndex';
import { createListIndexRepository } from './modules/comments/listIndex/repository';
import { commentRoutes } from './modules/comments/routes';
import { createCommentService } from './modules/comments/service';
import type { AnswerCacheOptions } from './modules/dashboards/createAnswerCache';
import { dashboardRoutes } from './modules/dashboards/routes';
import { createDashboardService } from './modules/dashboards/service';
import { exportRoutes } from './modules/exports/routes';
import { createExportService, EXPORT_DEFAULTS, type ExportOptions } from './modules/exports/service';
import { createFeishuTransport } from './modules/feishu/createFeishuTransport';
import { createTokenCaches } from './modules/feishu/createTokenCaches';
import { createKnowledgeSync } from './modules/feishu/knowledgeSync';
import { feishuRoutes } from './modules/feishu/routes';
import { createFeishuService } from './modules/feishu/service';
import { createAlertRuleService } from './modules/groupChat/alertRuleService';
import { createAlertEvaluator } from './modules/groupChat/createAlertEvaluator';
import { groupChatRoutes } from './modules/groupChat/routes';
import { createGroupChatService } from './modules/groupChat/service';
import { healthRoutes } from './modules/health/routes';
import { createImageUrls } from './modules/images/imageUrls';
import { imageRoutes } from './modules/images/routes';
import { createImageService, type ImageProxyOptions } from './modules/images/service';
import { createWorkerClassifier } from './modules/imports/createWorkerClassifier';
import { importRoutes } from './modules/imports/routes';
import { createImportService } from './modules/imports/service';
import { knowledgeRoutes } from './modules/knowledge/routes';
import { createKnowledgeService } from './modules/knowledge/service';
import { createLlmClassifier } from './modules/llm/createLlmClassifier';
import { createLlmGateway } from './modules/llm/createLlmGateway';
import { createLlmReplyEngine } from './modules/llm/createLlmReplyEngine';
import { createProviderTransport } from './modules/llm/providerTransport';
import { llmRoutes } from './modules/llm/routes';
import { createLlmSettingsService } from './modules/llm/service';
import { messageRoutes } from './modules/messages/routes';
import { createMessageService } from './modules/messages/service';
import { noteRoutes } from './modules/notes/routes';
import { createNoteService } from './modules/notes/service';
import { personaRoutes } from './modules/personas/routes';
import { createPersonaService } from './modules/personas/service';
import { platformUserRoutes } from './modules/platformUsers/routes';
import { createPlatformUserService } from './modules/platformUsers/service';
import { createTemplateReplyEngine } from './modules/replies/createTemplateReplyEngine';
import type { ReplyEngine } from './modules/replies/replyEngine';
import { staffRoutes } from './modules/staff/routes';
import { createStaffService } from './modules/staff/service';
import { tenantRoutes } from './modules/tenant/routes';
import { createTenantService } from './modules/tenant/service';
import { trackedNoteRoutes } from './modules/trackedNotes/routes';
import { createTrackedNoteService } from './modules/trackedNotes/service';
import { trackingConfigRoutes } from './modules/trackingConfig/routes';
import { createTrackingConfigService } from './modules/trackingConfig/service';

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  now?: () => number;
  /** Tests pass `false` to keep output quiet, or a logger of their own. */
  logger?: boolean | FastifyBaseLogger;
  /** Where the app's own logger writes (stdout by default); tests read its lines from here. */
  logStream?: { write: (line: string) => void };
  /** The in-memory comment list index for large tenants (`false`: SQL only). */
  commentListIndex?: CommentListIndexOptions | false;
  /** The dashboards' answer cache (`{ size: 0 }`: off, as the benchmark measures both). */
  dashboardCache?: AnswerCacheOptions;
  /** Drafts replies; the simple template engine unless given (the LLM engine plugs in here). */
  replyEngine?: ReplyEngine;
  throttleLimits?: ThrottleLimits;
  /** The image proxy's transport and limits; tests point it at a fake CDN on 127.0.0.1. */
  imageProxy?: ImageProxyOptions;
  /** Classifies comments; the embedded model unless given (the LLM classifier plugs in here). */
  classifier?: CommentClassifier;
  /** xlsx export chunk size and file lifetime (tests shorten them; the job threshold is config). */
  exports?: Partial<Omit<ExportOptions, 'jobRows'>>;
  /** How often every alert rule is evaluated (waiting leads need a clock); `false`: only after writes. */
  alertIntervalMs?: number | false;
};

/** Alert rules are evaluated after each write and, for waiting leads, once a minute. */
const ALERT_INTERVAL_MS = 60_000;

/** Largest JSON body accepted (imports come as multipart uploads, not JSON). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Secrets that must never reach a log line. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body.password',
  '*.password',
  '*.api_key',
  '*.apiKey',
];

const loggerOptions = (config: Config, options: BuildAppOptions) => {
  const { logger, logStream } = options;
  if (logger === false) return { logger: false as const };
  if (logger && logger !== true) return { loggerInstance: logger };
  return {
    logger: { level: config.logLevel, redact: REDACTED_PATHS, ...(logStream ? { stream: logStream } : {}) },
  };
};

/** Builds the whole server (API + web app) without listening; tests call `app.inject`. */
export const buildApp = async (options: BuildAppOptions): Promise<AppInstance> => {
  const { config, database } = options;
  const app = Fastify({
    ...loggerOptions(config, options),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const webDist = builtWebApp(config);
  installErrorHandler(app, webDist ? webAppFallback : undefined);
  rejectNulCharacters(app);
  acceptEmptyJsonBody(app);

  securityHeaders(app);
  await app.register(formbody);
  await app.register(swagger, {
    openapi: { info: { title: 'NoteDesk API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: PATHS.docs.ui });

  const deps: AppDeps = {
    db: database.db,
    dialect: database.dialect,
    config,
    now: options.now ?? Date.now,
    log: app.log,
  };
  const auth = createAuthService(deps, options.throttleLimits);
  const guard = createGuard(auth);
  // The image URLs the API hands out, signed with a key derived from the server's secret.
  const imageUrls = createImageUrls({ secret: config.jwtSecret, now: deps.now });

  healthRoutes(app, deps);
  authRoutes(app, auth);
  accountRoutes(app, guard, createAccountService(deps, auth), auth);
  tenantRoutes(app, guard, createTenantService(deps));
  trackingConfigRoutes(app, guard, createTrackingConfigService(deps));
  staffRoutes(app, guard, createStaffService(deps, auth));
  const messages = createMessageService(deps);
  messageRoutes(app, guard, messages);
  // The tenant's LLM (when configured) drafts replies and classifies, the embedded engines as its fallback.
  const llm = createLlmGateway(deps);
  llmRoutes(app, guard, createLlmSettingsService(deps, llm));
  const llmTimeoutMs = config.llm.timeoutMs;
  const replyEngine = createLlmReplyEngine(llm, options.replyEngine ?? createTemplateReplyEngine(), {
    timeoutMs: llmTimeoutMs,
  });
  const commentListIndex =
    options.commentListIndex === false
      ? undefined
      : createCommentListIndex(createListIndexRepository(deps.db, deps.dialect), {
          ...options.commentListIndex,
          now: deps.now,
        });
  // The Feishu group bot (its own guarded transport: no redirects, no metadata addresses) and alert rules.
  const groupTransport = createProviderTransport();
  const groupChat = createGroupChatService(deps, groupTransport, llm.secretBox);
  const alerts = createAlertEvaluator(deps, groupChat);
  groupChatRoutes(app, guard, groupChat, createAlertRuleService(deps));
  const alertInterval = options.alertIntervalMs ?? ALERT_INTERVAL_MS;
  let stopAlertTimer: (() => void) | undefined;
  app.addHook('onReady', async () => {
    if (alertInterval !== false) stopAlertTimer = alerts.startTimer(alertInterval);
  });
  const commentService = createCommentService(deps, replyEngine, imageUrls, commentListIndex, {
    onCommentsWritten: alerts.afterCommentsWritten,
  });
  commentRoutes(app, guard, commentService);
  dashboardRoutes(
    app,
    guard,
    createDashboardService(deps, commentService, commentListIndex, { cache: options.dashboardCache }),
  );
  noteRoutes(app, guard, createNoteService(deps, replyEngine, imageUrls));
  trackedNoteRoutes(app, guard, createTrackedNoteService(deps));
  exportRoutes(
    app,
    guard,
    createExportService(deps, messages, { ...EXPORT_DEFAULTS, jobRows: config.exportJobRows }),
  );
  platformUserRoutes(app, guard, createPlatformUserService(deps, imageUrls));
  imageRoutes(app, createImageService(deps, imageUrls, options.imageProxy));
  // One classifier (trained once) for the try-a-comment box, imports and the ingest API; a tenant that
  // retrained from its staff corrections gets its own model.
  // Models train on a worker thread: seconds of CPU that would otherwise stop every other request.
  const classifierTrainer = createClassifierTrainer();
  const tenantModels = createTenantModels(createClassifierRepository(deps.db), classifierTrainer, {
    now: deps.now,
  });
  app.decorate('warmUp', async () => {
    // The seed model trains on its thread meanwhile, so the first classification after a start need not wait.
    if (!options.classifier) {
      tenantModels.seed().then(
        (model) => app.log.info({ training_ms: model.summary.training_ms }, 'classifier model ready'),
        (error: unknown) => app.log.warn({ err: error }, 'classifier model not trained; first use trains it'),
      );
    }
    await commentListIndex?.warmUp();
  });
  classifierModelRoutes(app, guard, createClassifierService(deps, tenantModels));
  const embeddedClassifier = options.classifier ?? createTenantClassifier(tenantModels);
  const classifier = createLlmClassifier(llm, embeddedClassifier, llmTimeoutMs);
  classifyRoutes(app, guard, classifier);
  const apiKeys = createApiKeyService(deps);
  apiKeyRoutes(app, guard, apiKeys);
  // Imports classify on a worker thread (overlapping their writes) unless a classifier was given.
  const importWorker = options.classifier ? undefined : createWorkerClassifier();
  const importClassifier = importWorker
    ? createLlmClassifier(llm, createTenantClassifier(tenantModels, importWorker), llmTimeoutMs)
    : classifier;
  await importRoutes(
    app,
    guard,
    createImportService(deps, importClassifier, {
      onCommentsWritten: alerts.afterCommentsWritten,
    }),
    apiKeys,
    config.uploadIdleMs,
  );
  personaRoutes(app, guard, createPersonaService(deps));
  // After the imports routes: they register the multipart parser the knowledge upload uses.
  // Feishu calls go out through a guarded transport like the LLM's; the app secret is sealed like the LLM key.
  const feishuTransport = createFeishuTransport();
  const feishu = createFeishuService(deps, {
    transport: feishuTransport,
    secretBox: llm.secretBox,
    tokenCaches: createTokenCaches(deps.now),
    messages,
  });
  const knowledge = createKnowledgeService(deps, feishu.readKnowledgeSheet);
  feishuRoutes(app, guard, feishu, createKnowledgeSync(deps, knowledge), config.feishu.knowledgeSyncMinutes);
  knowledgeRoutes(app, guard, knowledge, config.uploadIdleMs);
  app.addHook('onClose', async () => {
    stopAlertTimer?.();
    await alerts.drain();
    await importWorker?.close();
    await classifierTrainer.close();
    await llm.close();
    await groupTransport.close();
    await feishuTransport.close();
  });

  // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
  if (webDist) await app.register(fastifyStatic, { root: webDist, wildcard: true, index: ['index.html'] });
  return app;
};

/** The folder of the built SPA, when there is one. */
const builtWebApp = (config: Config): string | undefined => {
  const dist = config.webDist ?? join(import.meta.dirname, '../../web/dist');
  return existsSync(join(dist, 'index.html')) ? dist : undefined;
};

/** index.html for every GET of a non-API path, so client-side routes load; API paths keep the JSON 404. */
const webAppFallback: NotFoundFallback = (request, reply) => {
  const path = request.url.split('?')[0] ?? '';
  const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/images');
  // A missing script or stylesheet must fail as such, not load index.html as JavaScript.
  const isAsset = path.startsWith('/assets/');
  if (isApi || isAsset || request.method !== 'GET') return undefined;
  return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
};
