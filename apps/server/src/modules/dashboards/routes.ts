import {
  PATHS,
  ZBrandReview,
  ZBrandReviewQuery,
  ZBrandSentiment,
  ZBrandSentimentQuery,
  ZEnvelope,
  ZOverview,
  ZOverviewQuery,
  ZProductOpportunity,
  ZProductOpportunityQuery,
  ZPublicationEffect,
  ZPublicationEffectQuery,
} from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { DashboardService } from './service';

/** The five dashboards; any role of the tenant may read them (DESIGN §6). */
export const dashboardRoutes = (app: AppInstance, guard: Guard, dashboards: DashboardService): void => {
  const tags = ['dashboards'];
  // Answers are built field by field to the contract types (checked by TypeScript); the schema documents
  // them and they are sent as they are, without a second pass through zod over hundreds of counts.
  const serializerCompiler = () => (data: unknown) => JSON.stringify(data);
  app.get(
    PATHS.dashboards.overview,
    {
      onRequest: guard(),
      serializerCompiler,
      schema: { tags, querystring: ZOverviewQuery, response: { 200: ZEnvelope(ZOverview) } },
    },
    async (request) => ok(await dashboards.overview(authOf(request), request.query)),
  );
  app.get(
    PATHS.dashboards.publicationEffect,
    {
      onRequest: guard(),
      serializerCompiler,
      schema: {
        tags,
        querystring: ZPublicationEffectQuery,
        response: { 200: ZEnvelope(ZPublicationEffect) },
      },
    },
    async (request) => ok(await dashboards.publicationEffect(authOf(request), request.query)),
  );
  app.get(
    PATHS.dashboards.brandSentiment,
    {
      onRequest: guard(),
      serializerCompiler,
      schema: { tags, querystring: ZBrandSentimentQuery, response: { 200: ZEnvelope(ZBrandSentiment) } },
    },
    async (request) => ok(await dashboards.brandSentiment(authOf(request), request.query)),
  );
  app.get(
    PATHS.dashboards.brandReview,
    {
      onRequest: guard(),
      serializerCompiler,
      schema: { tags, querystring: ZBrandReviewQuery, response: { 200: ZEnvelope(ZBrandReview) } },
    },
    async (request) => ok(await dashboards.brandReview(authOf(request), request.query)),
  );
  app.get(
    PATHS.dashboards.productOpportunity,
    {
      onRequest: guard(),
      serializerCompiler,
      schema: {
        tags,
        querystring: ZProductOpportunityQuery,
        response: { 200: ZEnvelope(ZProductOpportunity) },
      },
    },
    async (request) => ok(await dashboards.productOpportunity(authOf(request), request.query)),
  );
};
