import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { invoiceFileName } from '@gospodarz/contracts/invoice-pdf';
import { scopeOf } from '../../plugins/auth';
import { Data, EmptyBody, IdParams, Resource, SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import { KSEF_ENVIRONMENTS } from './environments';
import * as service from './service';
import { InvoiceAttributesSchema } from '../invoices';
import { costInvoiceDocumentView, costInvoicePdf, costInvoiceXml, fetchCostInvoices, listCostInvoices } from './costInvoices';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

const KsefSettingsBody = Type.Object(
  {
    environment: Type.Optional(Type.String({ maxLength: 10, description: `One of ${KSEF_ENVIRONMENTS.join(', ')}`, examples: ['TEST'] })),
    token: Type.Optional(
      Type.Union([Type.String({ maxLength: 1000 }), Type.Null()], {
        description: "The KSeF token generated in KSeF for the seller's NIP; '' or null removes it; left out keeps it. Stored encrypted, never answered.",
      }),
    ),
    autoSend: Type.Optional(Type.Boolean({ description: 'send each invoice and correction to KSeF when it is issued (false: by hand)' })),
    offlineCertificate: Type.Optional(
      Type.Union(
        [
          Type.Object({
            certificate: Type.String({ maxLength: 20000, description: 'the KSeF certificate of type Offline, PEM' }),
            privateKey: Type.String({ maxLength: 20000, description: 'its private key, PEM (PKCS#8, or encrypted with `password`)' }),
            password: Type.Optional(Type.String({ maxLength: 200 })),
          }),
          Type.Null(),
        ],
        { description: 'KOD II: the offline certificate and its key (stored encrypted, never answered); null removes them; left out keeps them' },
      ),
    ),
  },
  { description: 'Fields left out keep their values', examples: [{ environment: 'TEST', token: '20261127-EC-0123456789-ABCDEF0123-45|nip-5260001246|0123abcd…', autoSend: true }] },
);

const SmallBusiness = Type.Object({
  month: Type.String({ examples: ['2026-11'] }),
  gross: Type.String({ description: "the month's invoiced gross in PLN", examples: ['8123.00'] }),
  limit: Type.String({ examples: ['10000.00'] }),
  percent: Type.Integer(),
  level: Type.Unsafe<string>({ type: 'string', enum: ['ok', 'warning', 'exceeded'] }),
  message: Type.String(),
});

const KsefSettingsAnswer = Data(
  Resource(
    'ksef_settings',
    Type.Object({
      environment: Type.Unsafe<string>({ type: 'string', enum: [...KSEF_ENVIRONMENTS] }),
      environmentLabel: Type.String({ examples: ['Testowe (TEST)'] }),
      apiUrl: Type.String({ examples: ['https://api-test.ksef.mf.gov.pl/v2'] }),
      qrUrl: Type.String({ examples: ['https://qr-test.ksef.mf.gov.pl'] }),
      tokenSaved: Type.Boolean({ description: 'a token is stored (the token itself is never answered)' }),
      autoSend: Type.Boolean(),
      serverReady: Type.Boolean({ description: 'the server has KSEF_SECRET_KEY, so a token can be stored' }),
      updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      offlineCertificate: Type.Union([Type.Object({ serialNumber: Type.String(), validTo: Type.String({ format: 'date-time' }) }), Type.Null()], {
        description: 'the offline certificate stored for KOD II (its key is never answered)',
      }),
      smallBusiness: SmallBusiness,
    }),
  ),
);

const CheckAnswer = Data(Type.Object({ ok: Type.Boolean(), message: Type.String({ examples: ['Połączenie z KSeF działa: token jest ważny dla NIP 5260001246 w środowisku Testowe (TEST).'] }) }));

const InvoiceKsefAnswer = Data(
  Resource(
    'invoice_ksef',
    Type.Object({
      status: Type.Unsafe<string>({ type: 'string', enum: ['none', 'pending', 'sent', 'accepted', 'rejected', 'offline'] }),
      label: Type.String({ examples: ['Przyjęta'] }),
      environment: Type.Union([Type.String(), Type.Null()]),
      ksefNumber: Nullable(Type.String({ examples: ['5260001246-20261127-0100001AF629-7B'] })),
      acceptedAt: Nullable(Type.String({ format: 'date-time' })),
      errorCode: Type.Union([Type.Integer(), Type.Null()]),
      errorDescription: Nullable(Type.String()),
      offlineMode: Nullable(Type.String({ examples: ['offline24'] })),
      offlineUntil: Nullable(Type.String({ format: 'date' })),
      attempts: Type.Integer(),
      hasUpo: Type.Boolean(),
      verificationUrl: Nullable(Type.String({ description: 'KOD I: the link the QR code on the PDF holds' })),
      certificateUrl: Nullable(Type.String({ description: 'KOD II of an invoice issued offline, signed with the offline certificate (null: none stored)' })),
    }),
  ),
);


const CostInvoicesAnswer = Type.Object({
  data: Type.Array(
    Resource(
      'ksef_cost_invoice',
      Type.Object({
        ksefNumber: Type.String(),
        invoiceNumber: Type.String(),
        sellerNip: Type.String(),
        sellerName: Type.String(),
        issueDate: Type.String({ format: 'date' }),
        acquiredAt: Type.String({ format: 'date-time' }),
        net: Type.String({ examples: ['200.00'] }),
        vat: Type.String({ examples: ['46.00'] }),
        gross: Type.String({ examples: ['246.00'] }),
        currency: Type.String({ examples: ['PLN'] }),
        serviceProviderId: Type.Union([Type.String(), Type.Null()], { description: 'the service provider of the same NIP' }),
        serviceProviderName: Type.Union([Type.String(), Type.Null()]),
        orders: Type.Union(
          [
            Type.Object({
              status: Type.Enum(['matched', 'mismatch', 'none'], { description: "matched: the orders' prices make its gross; mismatch: orders in its period for another sum; none: no orders in its period" }),
              periodFrom: Type.String({ format: 'date' }),
              periodTo: Type.String({ format: 'date' }),
              orderIds: Type.Array(Type.String(), { description: 'the orders matched' }),
              count: Type.Integer({ description: 'the orders matched, or (not matched) those of its period' }),
              gross: Type.String({ examples: ['246.00'], description: 'their prices added up' }),
            }),
            Type.Null(),
          ],
          { description: "its match to the service provider's orders where dates and amounts fit; null without a provider of its NIP" },
        ),
      }),
    ),
  ),
});
const FetchAnswer = Data(Type.Object({ added: Type.Integer({ description: 'invoices new since the last reading' }) }));

/**
 * KSeF: the account's connection (Administracja › Ustawienia faktur › KSeF), each invoice's way to KSeF (its status,
 * the UPO, sending by hand: the sending itself is a job, jobs.ts) and the cost invoices received.
 */
export default async function ksefRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const costs = '/householder/cost_invoices';
  const costTags = ['invoices'];
  app.get(
    costs,
    { ...app.guard('owner'), schema: { tags: costTags, summary: "Faktury › 'Kosztowe': invoices others issued to the host's NIP, received from KSeF, newest first", response: { 200: CostInvoicesAnswer, ...errorResponses(...SIGNED_IN_ERRORS) } } },
    async (request) => ({ data: await listCostInvoices(app.db, scopeOf(request)) }),
  );
  app.post(
    `${costs}/fetch`,
    {
      ...app.guard('owner'),
      schema: { tags: costTags, summary: "'Pobierz z KSeF': read the received invoices now (the nightly job does it too)", body: EmptyBody, response: { 200: FetchAnswer, ...errorResponses(...SIGNED_IN_ERRORS, 422, 503) } },
    },
    async (request) => {
      try {
        return { data: { added: await fetchCostInvoices(app.db, app.config, scopeOf(request).accountId) } };
      } catch (error) {
        throw service.asHttpError(error);
      }
    },
  );
  app.get(
    `${costs}/:id/xml`,
    {
      ...app.guard('owner'),
      schema: { tags: costTags, summary: 'The received invoice as KSeF keeps it (FA(3) XML)', params: IdParams, produces: ['application/xml'], response: { 200: Type.Unknown({ description: 'the file' }), ...errorResponses(...SIGNED_IN_ERRORS, 404) } },
    },
    async (request, reply) => {
      const { number, xml } = await costInvoiceXml(app.db, scopeOf(request), request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(invoiceFileName(number, 'xml'))}`)
        .send(xml);
    },
  );

  app.get(
    `${costs}/:id`,
    {
      ...app.guard('owner'),
      schema: {
        tags: costTags,
        summary: 'The received invoice read from its FA(3) XML as an invoice (the screens draw its PDF from it, as they draw the own invoices)',
        params: IdParams,
        response: { 200: Data(Resource('ksef_cost_invoice_document', InvoiceAttributesSchema)), ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request) => ({ data: { id: request.params.id, type: 'ksef_cost_invoice_document' as const, attributes: await costInvoiceDocumentView(app.db, scopeOf(request), request.params.id) } }),
  );
  app.get(
    `${costs}/:id/pdf`,
    {
      ...app.guard('owner'),
      schema: { tags: costTags, summary: 'The received invoice drawn as a PDF from its FA(3) XML (the layout of the own invoices)', params: IdParams, produces: ['application/pdf'], response: { 200: Type.Unknown({ description: 'the file' }), ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) } },
    },
    async (request, reply) => {
      const { number, pdf } = await costInvoicePdf(app.db, scopeOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(invoiceFileName(number, 'pdf'))}`)
        .send(pdf);
    },
  );

  const settingsUrl = '/householder/ksef_settings';
  app.get(
    settingsUrl,
    {
      ...app.guard('owner'),
      schema: { tags: ['invoice settings'], summary: "The account's KSeF connection (never its token) and the month's small-business limit", response: { 200: KsefSettingsAnswer, ...errorResponses(...SIGNED_IN_ERRORS) } },
    },
    async (request) => ({ data: await service.getKsefSettings(app.db, app.config, scopeOf(request)) }),
  );
  app.put(
    settingsUrl,
    {
      ...app.guard('owner'),
      schema: { tags: ['invoice settings'], summary: 'Save the KSeF environment, token (stored encrypted) and sending on issue', body: KsefSettingsBody, response: { 200: KsefSettingsAnswer, ...errorResponses(...SIGNED_IN_ERRORS, 422) } },
    },
    async (request) => ({ data: await service.saveKsefSettings(app.db, app.config, scopeOf(request), request.body) }),
  );
  app.post(
    `${settingsUrl}/check`,
    {
      ...app.guard('owner'),
      schema: { tags: ['invoice settings'], summary: "'Sprawdź połączenie': authenticate in KSeF with the saved token and say what is wrong", body: EmptyBody, response: { 200: CheckAnswer, ...errorResponses(...SIGNED_IN_ERRORS) } },
    },
    async (request) => ({ data: await service.checkKsefConnection(app.db, app.config, scopeOf(request)) }),
  );

  const guard = app.guard('invoices');
  const tags = ['invoices'];
  const base = '/householder/invoices';
  app.get(
    `${base}/:id/ksef`,
    { ...guard, schema: { tags, summary: "The invoice's way to KSeF: its status, KSeF number, rejection, offline deadline", params: IdParams, response: { 200: InvoiceKsefAnswer, ...errorResponses(401, 403, 404) } } },
    async (request) => ({ data: await service.invoiceKsefStatus(app.db, scopeOf(request), request.params.id, app.config) }),
  );
  app.post(
    `${base}/:id/ksef`,
    {
      ...guard,
      schema: {
        tags,
        summary: "'Wyślij do KSeF' / 'Wyślij ponownie': queue the invoice for KSeF (409 when KSeF has already accepted it)",
        params: IdParams,
        body: EmptyBody,
        response: { 202: InvoiceKsefAnswer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => reply.status(202).send({ data: await service.sendByHand(app.db, app.jobs, app.config, scopeOf(request), request.params.id) }),
  );
  app.get(
    `${base}/:id/upo`,
    {
      ...guard,
      schema: { tags, summary: "'Pobierz UPO': the official receipt KSeF gave for the invoice (XML)", params: IdParams, produces: ['application/xml'], response: { 200: Type.Unknown({ description: 'the file' }), ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      const { number, upo } = await service.invoiceUpo(app.db, scopeOf(request), request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`UPO-${invoiceFileName(number, 'xml')}`)}`)
        .send(upo);
    },
  );
}
