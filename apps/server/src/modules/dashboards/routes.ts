import {
  PATHS,
  ZBrandReview,
  ZBrandReviewQuery,
  ZBrandSentiment,
  ZBrandSentimentQuery,
  ZOverview,
  ZOverviewQuery,
  ZProductOpportunity,
  ZProductOpportunityQuery,
  ZPublicationEffect,
  ZPublicationEffectQuery,
} from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import type { Guard } from '../auth/guard';
import { guardedRoutes } from '../auth/guardedRoutes';
import type { DashboardService } from './service';

/** The five dashboards; any role of the tenant may read them (DESIGN §6). */
export const dashboardRoutes = (app: AppInstance, guard: Guard, dashboards: DashboardService): void => {
  // Answers are built field by field to the contract types (checked by TypeScript); the schema documents
  // them and they are sent as they are, without a second pass through zod over hundreds of counts.
  const serializerCompiler = () => (data: unknown) => JSON.stringify(data);
  const readers = guardedRoutes(app, guard(), ['dashboards'], { serializerCompiler });
  readers.get(
    PATHS.dashboards.overview,
    { querystring: ZOverviewQuery, response: ZOverview },
    ({ auth, query }) => dashboards.overview(auth, query),
  );
  readers.get(
    PATHS.dashboards.publicationEffect,
    { querystring: ZPublicationEffectQuery, response: ZPublicationEffect },
    ({ auth, query }) => dashboards.publicationEffect(auth, query),
  );
  readers.get(
    PATHS.dashboards.brandSentiment,
    { querystring: ZBrandSentimentQuery, response: ZBrandSentiment },
    ({ auth, query }) => dashboards.brandSentiment(auth, query),
  );
  readers.get(
    PATHS.dashboards.brandReview,
    { querystring: ZBrandReviewQuery, response: ZBrandReview },
    ({ auth, query }) => dashboards.brandReview(auth, query),
  );
  readers.get(
    PATHS.dashboards.productOpportunity,
    { querystring: ZProductOpportunityQuery, response: ZProductOpportunity },
    ({ auth, query }) => dashboards.productOpportunity(auth, query),
  );
};
