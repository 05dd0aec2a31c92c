import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../plugins/auth';
import { AppError, ValidationError } from '../../lib/errors';
import { IdParams, SIGNED_IN_ERRORS, errorResponses, EmptyBody } from '../../lib/schemas';
import {
  BankTransactionList,
  ImportAnswer,
  MatchBody,
  OneBankTransaction,
  OneTransferDetails,
  OneTransferSettings,
  StatementRequest,
  TransactionQuery,
  TransferSettingsBody,
} from './schemas';
import * as service from './service';
import { MAX_STATEMENT_BYTES } from './statements';

const TOO_LARGE = 'Plik wyciągu może mieć najwyżej 2 MB.';
const PICK_FILE = 'Wybierz plik wyciągu (MT940 albo CAMT.053)';

/**
 * Payment by transfer (issue 39): a stay's transfer details with its QR codes, the host's prepayment settings, and the
 * bank statements imported (Recepcja › Płatności › 'Wyciągi bankowe'): the account's money, so the owner's alone.
 */
export default async function bankTransferRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, { limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 5, parts: 6 } });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['bank transfers'];

  app.get(
    '/householder/reservations/:id/transfer_details',
    {
      ...app.guard('reservations'),
      schema: { tags, summary: 'What the guest pays now by transfer, by when, where, with which title, and the ZBP and EPC QR codes', params: IdParams, response: { 200: OneTransferDetails, ...errorResponses(...SIGNED_IN_ERRORS, 404) } },
    },
    async (request) => ({ data: { id: request.params.id, type: 'transfer_details' as const, attributes: await service.getTransferDetails(app.db, scopeOf(request), request.params.id) } }),
  );

  app.get(
    '/householder/transfer_settings',
    { ...app.guard('owner'), schema: { tags, summary: 'The prepayment’s share, its term and whether an unpaid stay is cancelled', response: { 200: OneTransferSettings, ...errorResponses(...SIGNED_IN_ERRORS) } } },
    async (request) => ({ data: { id: scopeOf(request).accountId, type: 'transfer_settings' as const, attributes: await service.getSettings(app.db, scopeOf(request)) } }),
  );

  app.put(
    '/householder/transfer_settings',
    {
      ...app.guard('owner'),
      schema: { tags, summary: 'Save the prepayment settings', body: TransferSettingsBody, response: { 200: OneTransferSettings, ...errorResponses(...SIGNED_IN_ERRORS, 422) } },
    },
    async (request) => ({ data: { id: scopeOf(request).accountId, type: 'transfer_settings' as const, attributes: await service.saveSettings(app.db, scopeOf(request), request.body) } }),
  );

  app.post(
    '/householder/bank_statements',
    {
      ...app.guard('owner'),
      schema: {
        tags,
        summary: 'Import a bank statement (MT940 or CAMT.053): each new incoming transfer matched and paid, or kept for review',
        consumes: ['multipart/form-data'],
        body: StatementRequest,
        response: { 201: ImportAnswer, ...errorResponses(...SIGNED_IN_ERRORS, 413, 422) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ValidationError({ file: [PICK_FILE] });
      let file: { fileName: string; buffer: Buffer } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          const buffer = await part.toBuffer();
          if (part.file.truncated) throw new ValidationError({ file: [TOO_LARGE] }, TOO_LARGE);
          file ??= { fileName: part.filename ?? '', buffer };
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        const e = error as { code?: string; statusCode?: number };
        if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) throw new ValidationError({ file: [TOO_LARGE] }, TOO_LARGE);
        if (e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT') throw new ValidationError({ file: ['Wyślij jeden plik wyciągu naraz'] });
        throw error;
      }
      if (!file) throw new ValidationError({ file: [PICK_FILE] });
      const { statementId, transactions, ...counts } = await service.importStatement(app.db, scopeOf(request), file);
      return reply.status(201).send({ data: { id: statementId, type: 'bank_statement_import' as const, attributes: counts }, meta: { transactions } });
    },
  );

  app.get(
    '/householder/bank_transactions',
    { ...app.guard('owner'), schema: { tags, summary: 'The transfers imported, newest first (500 at most)', querystring: TransactionQuery, response: { 200: BankTransactionList, ...errorResponses(...SIGNED_IN_ERRORS, 422) } } },
    async (request) => ({ data: await service.listTransactions(app.db, scopeOf(request), request.query.status ?? null) }),
  );

  app.post(
    '/householder/bank_transactions/:id/match',
    {
      ...app.guard('owner'),
      schema: { tags, summary: 'Record the transfer as a payment of the chosen stay', params: IdParams, body: MatchBody, response: { 200: OneBankTransaction, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409, 422) } },
    },
    async (request) => ({ data: await service.matchTransaction(app.db, scopeOf(request), request.params.id, request.body.reservationId) }),
  );

  app.post(
    '/householder/bank_transactions/:id/ignore',
    { ...app.guard('owner'), schema: { tags, summary: 'Leave the transfer out of the review (it pays no stay)', params: IdParams, body: EmptyBody, response: { 200: OneBankTransaction, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409) } } },
    async (request) => ({ data: await service.ignoreTransaction(app.db, scopeOf(request), request.params.id) }),
  );
}
