import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { invoiceFileName } from '@gospodarz/contracts/invoice-pdf';
import { scopeOf } from '../../plugins/auth';
import { EmptyBody, IdParams, NoContent, errorResponses } from '../../lib/schemas';
import { pagination } from '../../lib/resource';
import { InvoiceListQuerySchema } from './listQuery';
import { invoicePdf } from './pdf';
import { sendInvoice } from './send';
import { ksefQrCode, queueOnIssue } from '../ksef';
import { toInvoiceAttributes, toInvoiceDto } from './serialize';
import * as service from './service';
import {
  CorrectionBody,
  DraftAnswer,
  DraftQuery,
  InvoiceAnswer,
  InvoiceBody,
  InvoicePageAnswer,
  KsefBody,
  SendBody,
  StatusBody,
} from './schemas';

const FILE = Type.Unknown({ description: 'the file' });

/** Recepcja › Faktury: invoices, their corrections, PDF, KSeF FA(3) XML and sending. */
export default async function invoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  if (!app.config.ksefSchema) app.log.warn('KSEF_FA3_SCHEMA is not set and no FA(3) schema lies beside the repository: KSeF exports answer 503');
  const guard = app.guard('invoices');
  const tags = ['invoices'];
  const base = '/householder/invoices';

  app.get(
    base,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Invoices, 15 per page, newest first, with the sums of all that the filters keep',
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoicePageAnswer, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { rows, totals, count, page, perPage } = await service.searchInvoices(app.db, scopeOf(request), request.query);
      return {
        data: rows.map(toInvoiceDto),
        pagination: pagination(page, perPage, count),
        meta: { totals: totals.map((t) => ({ ...t, net: Number(t.net).toFixed(2), vat: Number(t.vat).toFixed(2), gross: Number(t.gross).toFixed(2) })) },
      };
    },
  );

  app.get(
    `${base}/draft`,
    {
      ...guard,
      schema: {
        tags,
        summary: "What a new invoice starts from: the proposed number, the settings' defaults and a reservation's buyer, line and dates",
        querystring: DraftQuery,
        response: { 200: DraftAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: await service.draftInvoice(app.db, scopeOf(request), request.query) }),
  );

  app.post(
    base,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Issue an invoice (its number is allocated in the same transaction; the reservation is marked invoiced)',
        body: InvoiceBody,
        response: { 201: InvoiceAnswer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { invoice, ...flat } = request.body;
      const row = await service.createInvoice(app.db, scopeOf(request), invoice ?? flat);
      await queueOnIssue(app, scopeOf(request).accountId, row.id);
      return reply.status(201).send({ data: toInvoiceDto(row) });
    },
  );

  app.get(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'One invoice', params: IdParams, response: { 200: InvoiceAnswer, ...errorResponses(401, 403, 404) } } },
    async (request) => ({ data: toInvoiceDto(await service.getInvoice(app.db, scopeOf(request), request.params.id)) }),
  );

  app.patch(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Edit an invoice never sent nor exported (409 afterwards: issue a correction)',
        params: IdParams,
        body: InvoiceBody,
        response: { 200: InvoiceAnswer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { invoice, ...flat } = request.body;
      return { data: toInvoiceDto(await service.editInvoice(app.db, scopeOf(request), request.params.id, invoice ?? flat)) };
    },
  );

  app.delete(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Delete the last invoice of its series, never sent nor exported (409 otherwise: issue a correction)',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.removeInvoice(app.db, scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    `${base}/:id/status`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Mark the invoice paid or unpaid',
        params: IdParams,
        body: StatusBody,
        response: { 200: InvoiceAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: toInvoiceDto(await service.changePaymentStatus(app.db, scopeOf(request), request.params.id, request.body.status)) }),
  );

  app.patch(
    `${base}/:id/ksef_number`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Record the number KSeF gave the invoice (null clears it)',
        params: IdParams,
        body: KsefBody,
        response: { 200: InvoiceAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: toInvoiceDto(await service.recordKsefNumber(app.db, scopeOf(request), request.params.id, request.body.ksefNumber)) }),
  );

  app.post(
    `${base}/:id/send`,
    {
      ...guard,
      schema: {
        tags,
        summary: "E-mail the invoice's PDF to the buyer through the outbox and mark it sent",
        params: IdParams,
        body: SendBody,
        response: { 200: InvoiceAnswer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: toInvoiceDto(await sendInvoice(app.db, scopeOf(request), request.params.id, request.body?.email, app.config)) }),
  );

  app.post(
    `${base}/:id/corrections`,
    {
      ...guard,
      schema: {
        tags,
        summary: "Issue a correction: the invoice's corrected lines and buyer, and the reason (numbered in the corrections' series)",
        params: IdParams,
        body: CorrectionBody,
        response: { 201: InvoiceAnswer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { correction, ...flat } = request.body;
      // the values' lists are checked by the service, with Polish messages
      const fields = correction ?? flat;
      const row = await service.correctInvoice(app.db, scopeOf(request), request.params.id, { ...fields, reason: fields.reason ?? '' });
      await queueOnIssue(app, scopeOf(request).accountId, row.id);
      return reply.status(201).send({ data: toInvoiceDto(row) });
    },
  );

  app.get(
    `${base}/:id/pdf`,
    {
      ...guard,
      schema: { tags, summary: 'The invoice as an A4 PDF', params: IdParams, produces: ['application/pdf'], response: { 200: FILE, ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      const invoice = toInvoiceAttributes(await service.getInvoice(app.db, scopeOf(request), request.params.id));
      const qr = await ksefQrCode(app.db, scopeOf(request).accountId, request.params.id, invoice.seller.nip, invoice.issueDate, app.config);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(invoiceFileName(invoice.number, 'pdf'))}`)
        .send(invoicePdf(invoice, qr));
    },
  );

  app.post(
    `${base}/:id/xml`,
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Export the invoice as KSeF FA(3) XML, checked against the FA(3) schema first (422 naming what breaks it, 503 when it cannot be checked: the invoice stays editable); from then on it is changed only by a correction',
        params: IdParams,
        body: EmptyBody,
        produces: ['application/xml'],
        response: { 200: FILE, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request, reply) => {
      const { invoice, xml } = await service.exportInvoice(app.db, scopeOf(request), request.params.id, app.config.ksefSchema);
      return reply
        .type('application/xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(invoiceFileName(invoice.number, 'xml'))}`)
        .send(xml);
    },
  );
}
