import type { FastifyInstance } from 'fastify';
import { authOf } from '../../plugins/auth';
import { NotFoundError } from '../../lib/errors';
import { findInvoiceSettings, saveInvoiceSettings } from './repository';
import { readInvoiceSettings, serializeInvoiceSettings } from './service';

const BODY_DOC = `\`{invoiceSettings: {currency: PLN|EUR|USD, vatRate: 23|8|5|0, paymentTermDays: 30|14|7, placeOfIssue, serviceName,
sellerName, sellerStreet, sellerZipCode, sellerCity, sellerNip, numberingPattern}}\`; fields left out keep their values.
numberingPattern is made of text and {NR} (required), {DD}, {MM}, {RRRR}, {RR}.`;

/** One row of invoice settings per account (administration › Ustawienia faktur); the invoices feature reads it. */
export default async function invoiceSettingsRoutes(app: FastifyInstance) {
  const tags = ['invoice settings'];

  app.get('/householder/invoice_settings', { schema: { tags }, preHandler: app.authenticate }, async (request) => {
    const { accountId } = authOf(request);
    const row = await findInvoiceSettings(app.db, accountId);
    if (!row) throw new NotFoundError();
    return { data: serializeInvoiceSettings(accountId, row) };
  });

  app.put('/householder/invoice_settings', { schema: { tags, description: BODY_DOC }, preHandler: app.authenticate }, async (request) => {
    const { accountId } = authOf(request);
    const current = await findInvoiceSettings(app.db, accountId);
    if (!current) throw new NotFoundError();
    const row = await saveInvoiceSettings(app.db, accountId, readInvoiceSettings(request.body, current));
    return { data: serializeInvoiceSettings(accountId, row) };
  });
}
