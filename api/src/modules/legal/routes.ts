import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../plugins/auth';
import { EmptyBody, IdParams, errorResponses } from '../../lib/schemas';
import { resource } from '../../lib/resource';
import {
  CsvAnswer,
  ErasureAnswer,
  ExemptionsAnswer,
  ExemptionsBody,
  GuestDataAnswer,
  Kt1Answer,
  MonthQuery,
  NightsAnswer,
  NightsQuery,
  PrivacyAnswer,
  PrivacyBody,
  SettingsAnswer,
  SettingsBody,
  SettingsListAnswer,
  StatementAnswer,
  ZipAnswer,
} from './schemas';
import * as touristTax from './touristTax';
import { kt1, kt1Csv } from './kt1';
import { nightsReport, nightsReportCsv } from './nightsReport';
import * as privacy from './privacy';
import { accountExport } from './accountExport';
import { lastMonth } from './month';

const csvHeaders = (name: string) => ({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}.csv"` });

/**
 * The host's legal duties (issue 38, second half): the tourist tax (the listings' settings, a stay's exemptions, the
 * collector's monthly statement), the GUS KT-1 prefill, the monthly nights report (Raporty, the reports permission; a
 * co-host their apartments) and RODO (the owner: retention, a guest's data and erasure, the account's export).
 */
export default async function legalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const reports = app.guard('reports');
  const owner = app.guard('owner');

  // ---- tourist tax
  app.get(
    '/householder/tourist_tax/settings',
    { ...owner, schema: { tags: ['tourist tax'], summary: 'Each listing’s tourist-tax settings: municipality, rate, exempt age, inkasent', response: { 200: SettingsListAnswer, ...errorResponses(401, 403) } } },
    async (request) => ({ data: (await touristTax.listSettings(app.db, scopeOf(request))).map((s) => resource('touristTaxSettings', s.accommodationId, s)) }),
  );
  app.put(
    '/householder/tourist_tax/settings/:id',
    {
      ...owner,
      schema: {
        tags: ['tourist tax'],
        summary: 'A listing’s tourist-tax settings (id: the listing); new stays’ bills follow them',
        params: IdParams,
        body: SettingsBody,
        response: { 200: SettingsAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const s = await touristTax.updateSettings(app.db, scopeOf(request), request.params.id, request.body);
      return { data: resource('touristTaxSettings', s.accommodationId, s) };
    },
  );
  app.put(
    '/householder/reservations/:id/tourist_tax_exemptions',
    {
      ...app.guard('reservations'),
      schema: {
        tags: ['tourist tax'],
        summary: 'The stay’s guests exempt from the tourist tax by statute, each with the reason; the bill’s line follows',
        params: IdParams,
        body: ExemptionsBody,
        response: { 200: ExemptionsAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: resource('touristTaxExemptions', request.params.id, await touristTax.setExemptions(app.db, scopeOf(request), request.params.id, request.body.exemptions)) }),
  );

  // ---- the monthly reports (Raporty)
  const month = (query: { month?: string }) => query.month ?? lastMonth();
  app.get(
    '/householder/reports/tourist_tax',
    { ...reports, schema: { tags: ['reports'], summary: 'The collector’s statement of the tourist tax per municipality for a month (stays by check-in)', querystring: MonthQuery, response: { 200: StatementAnswer, ...errorResponses(401, 403, 422) } } },
    async (request) => {
      const s = await touristTax.statement(app.db, scopeOf(request), month(request.query));
      return { data: resource('touristTaxStatement', s.month, s) };
    },
  );
  app.get(
    '/householder/reports/tourist_tax/export',
    { ...reports, schema: { tags: ['reports'], summary: 'The tourist-tax statement as CSV', querystring: MonthQuery, produces: ['text/csv'], response: { 200: CsvAnswer, ...errorResponses(401, 403, 422) } } },
    async (request, reply) => {
      const s = await touristTax.statement(app.db, scopeOf(request), month(request.query));
      return reply.headers(csvHeaders(`oplata-miejscowa-${s.month}`)).send(touristTax.statementCsv(s));
    },
  );
  app.get(
    '/householder/reports/kt1',
    { ...reports, schema: { tags: ['reports'], summary: 'The GUS KT-1 prefill of a month: capacity, guests and nights by country of residence', querystring: MonthQuery, response: { 200: Kt1Answer, ...errorResponses(401, 403, 422) } } },
    async (request) => {
      const k = await kt1(app.db, scopeOf(request), month(request.query));
      return { data: resource('kt1', k.month, k) };
    },
  );
  app.get(
    '/householder/reports/kt1/export',
    { ...reports, schema: { tags: ['reports'], summary: 'The KT-1 prefill as CSV', querystring: MonthQuery, produces: ['text/csv'], response: { 200: CsvAnswer, ...errorResponses(401, 403, 422) } } },
    async (request, reply) => {
      const k = await kt1(app.db, scopeOf(request), month(request.query));
      return reply.headers(csvHeaders(`kt1-${k.month}`)).send(kt1Csv(k));
    },
  );
  app.get(
    '/householder/reports/nights',
    { ...reports, schema: { tags: ['reports'], summary: 'The nights rented per apartment and the guests of each night in a month, by source', querystring: NightsQuery, response: { 200: NightsAnswer, ...errorResponses(401, 403, 404, 422) } } },
    async (request) => {
      const r = await nightsReport(app.db, scopeOf(request), month(request.query), request.query.apartmentId);
      return { data: resource('nightsReport', r.month, r) };
    },
  );
  app.get(
    '/householder/reports/nights/export',
    { ...reports, schema: { tags: ['reports'], summary: 'The nights report as CSV', querystring: NightsQuery, produces: ['text/csv'], response: { 200: CsvAnswer, ...errorResponses(401, 403, 404, 422) } } },
    async (request, reply) => {
      const r = await nightsReport(app.db, scopeOf(request), month(request.query), request.query.apartmentId);
      return reply.headers(csvHeaders(`noce-${r.month}`)).send(nightsReportCsv(r));
    },
  );

  // ---- RODO
  app.get(
    '/householder/privacy_settings',
    { ...owner, schema: { tags: ['privacy'], summary: 'The retention of guests’ data and the log of what was done (counts only)', response: { 200: PrivacyAnswer, ...errorResponses(401, 403) } } },
    async (request) => ({ data: resource('privacySettings', 'privacy', await privacy.settings(app.db, scopeOf(request))) }),
  );
  app.put(
    '/householder/privacy_settings',
    { ...owner, schema: { tags: ['privacy'], summary: 'How long after a guest’s last stay their data is anonymised (months)', body: PrivacyBody, response: { 200: PrivacyAnswer, ...errorResponses(401, 403, 422) } } },
    async (request) => ({ data: resource('privacySettings', 'privacy', await privacy.updateSettings(app.db, scopeOf(request), request.body.retentionMonths)) }),
  );
  app.get(
    '/householder/clients/:id/personal_data',
    {
      ...owner,
      schema: { tags: ['privacy'], summary: 'Everything the account holds about one client as one JSON file (logged)', params: IdParams, produces: ['application/json'], response: { 200: GuestDataAnswer, ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      const data = await privacy.guestData(app.db, scopeOf(request), request.params.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="dane-goscia-${request.params.id}.json"`)
        .send(data);
    },
  );
  app.post(
    '/householder/clients/:id/anonymise',
    { ...owner, schema: { tags: ['privacy'], summary: 'Erase a client’s personal data on request: anonymised, invoices kept (logged)', params: IdParams, body: EmptyBody, response: { 200: ErasureAnswer, ...errorResponses(401, 403, 404) } } },
    async (request) => ({ data: resource('guestErasure', request.params.id, await privacy.eraseGuest(app.db, scopeOf(request), request.params.id)) }),
  );
  app.get(
    '/householder/account_export',
    { ...owner, schema: { tags: ['privacy'], summary: 'The whole account’s data as a ZIP of CSV and JSON files, streamed', produces: ['application/zip'], response: { 200: ZipAnswer, ...errorResponses(401, 403) } } },
    async (request, reply) => {
      const stream = accountExport(app.db, scopeOf(request), (error) => request.log.error({ err: error }, 'account export failed'));
      return reply.header('content-type', 'application/zip').header('content-disposition', 'attachment; filename="gospodarz-eksport.zip"').send(stream);
    },
  );
}
