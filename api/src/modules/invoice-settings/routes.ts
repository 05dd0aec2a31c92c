import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../plugins/auth';
import { SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import { InvoiceSettingsBody, OneInvoiceSettings } from './schemas';
import * as service from './service';

/** One row of invoice settings per account (administration › Ustawienia faktur); the invoices feature reads it. */
export default async function invoiceSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['invoice settings'];
  const url = '/householder/invoice_settings';

  app.get(
    url,
    { ...app.guard(), schema: { tags, summary: 'The account’s invoice settings (defaults until saved)', response: { 200: OneInvoiceSettings, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => ({ data: await service.getInvoiceSettings(app.db, scopeOf(request)) }),
  );

  app.put(
    url,
    {
      ...app.guard('owner'),
      schema: {
        tags,
        summary: 'Save the invoice settings (fields left out keep their values)',
        body: InvoiceSettingsBody,
        response: { 200: OneInvoiceSettings, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request) => ({ data: await service.saveInvoiceSettings(app.db, scopeOf(request), request.body) }),
  );
}
