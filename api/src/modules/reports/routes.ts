import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { REPORT_NAMES, type ReportName } from '@gospodarz/contracts';
import { scopeOf } from '../../plugins/auth';
import { errorResponses } from '../../lib/schemas';
import { resource } from '../../lib/resource';
import { cachedReport, createReportCache } from './service';
import { ReportAnswer, ReportQuerySchema } from './schemas';

const SUMMARIES: Record<ReportName, string> = {
  'reservation-vs-income': 'Reservations (by check-in month) and revenue (each night in its month) per month',
  'reservation-vs-price': 'Reservations and the average price of a night (ADR) per month',
  'reservation-source': 'Reservations per month and source',
  'most-profitable-days': 'The days of the week: average price of a night and nights sold on an average such day',
  occupancy: 'Occupancy per month: nights sold / nights in the period, and / nights not blocked; RevPAR',
};

/** The five reports (Raporty): computed in SQL from stays, for the account or one apartment, over 6 to 24 months. */
export default async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const cache = createReportCache(app.changes);
  const tags = ['reports'];
  for (const name of REPORT_NAMES) {
    app.get(
      `/householder/reports/${name.replaceAll('-', '_')}`,
      {
        ...app.guard('reports'),
        schema: { tags, summary: SUMMARIES[name], querystring: ReportQuerySchema, response: { 200: ReportAnswer, ...errorResponses(401, 403, 404, 422) } },
      },
      async (request) => ({ data: resource('report', name, await cachedReport(app.db, cache, scopeOf(request), name, request.query)) }),
    );
  }
}
