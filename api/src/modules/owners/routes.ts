import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { ValidationError } from '../../lib/errors';
import { MAX_IMAGE_BYTES, readFilePart } from '../accommodations';
import * as costs from './costs';
import * as statements from './statements';
import { Type } from 'typebox';
import { groszeToDecimal, todayInPoland } from '@gospodarz/contracts';
import { scopeOf } from '../../plugins/auth';
import { pagination } from '../../lib/resource';
import { IdParams, NoContent, SIGNED_IN_ERRORS, errorResponses, EmptyBody } from '../../lib/schemas';
import { AgreementBody, AgreementEndBody, CostBody, CostList, CostsQuery, DocumentRequest, OneAgreement, OneCost, OneOwner, OneStatement, OwnersReport, OwnersReportQuery, StatementBody, StatementList, OwnerBody, OwnerPage, OwnersQuery, TermsBody } from './schemas';
import { toAgreementDto, toCostDto, toOwnerDto, toStatementDto } from './serialize';
import * as service from './service';

/**
 * Administracja › Właściciele (issue 41): the owners of the apartments the account manages, their agreements (an
 * apartment from a date, one owner at a time) and the agreements' terms, versions that apply from a date. The
 * account's owner alone manages them.
 */
export default async function ownerRoutes(fastify: FastifyInstance) {
  // a receipt: the photos' limit (8 MB), one file
  await fastify.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['owners'];
  const base = '/householder/owners';
  const guard = app.guard('owner');

  app.get(
    base,
    { ...guard, schema: { tags, summary: 'The apartments’ owners, by name, each with their agreements', querystring: OwnersQuery, response: { 200: OwnerPage, ...errorResponses(...SIGNED_IN_ERRORS, 422) } } },
    async (request) => {
      const page = request.query.page ?? 1;
      const perPage = request.query.perPage ?? 25;
      const { items, count } = await service.listPage(app, scopeOf(request), page, perPage);
      return { data: items.map(toOwnerDto), pagination: pagination(page, perPage, count) };
    },
  );

  app.post(
    base,
    { ...guard, schema: { tags, summary: 'Add an owner (a person, or a company with its NIP), with contact and bank details', body: OwnerBody, response: { 201: OneOwner, ...errorResponses(...SIGNED_IN_ERRORS, 422) } } },
    async (request, reply) => reply.status(201).send({ data: toOwnerDto(await service.createOwner(app, scopeOf(request), request.body.owner)) }),
  );

  app.get(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'One owner with their agreements and each agreement’s versions', params: IdParams, response: { 200: OneOwner, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => ({ data: toOwnerDto(await service.getOwner(app, scopeOf(request), request.params.id)) }),
  );

  app.put(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'Change an owner’s details', params: IdParams, body: OwnerBody, response: { 200: OneOwner, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) } } },
    async (request) => ({ data: toOwnerDto(await service.updateOwner(app, scopeOf(request), request.params.id, request.body.owner)) }),
  );

  app.delete(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'Remove an owner who has no agreement (409 otherwise)', params: IdParams, response: { 204: NoContent, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409) } } },
    async (request, reply) => {
      await service.deleteOwner(app, scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/:id/agreements`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Give the owner an apartment from a date, with the agreement’s first terms (409 while it has another owner then)',
        params: IdParams,
        body: AgreementBody,
        response: { 201: OneAgreement, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: toAgreementDto(await service.createAgreement(app, scopeOf(request), request.params.id, request.body.agreement)) }),
  );

  app.get(
    '/householder/owner_agreements/:id',
    { ...guard, schema: { tags, summary: 'One agreement with its versions, oldest first', params: IdParams, response: { 200: OneAgreement, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => ({ data: toAgreementDto(await service.getAgreement(app, scopeOf(request), request.params.id)) }),
  );

  app.patch(
    '/householder/owner_agreements/:id',
    {
      ...guard,
      schema: { tags, summary: 'End the agreement on a day (or lift its end); its terms stay as they were', params: IdParams, body: AgreementEndBody, response: { 200: OneAgreement, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409, 422) } },
    },
    async (request) => ({ data: toAgreementDto(await service.setAgreementEnd(app, scopeOf(request), request.params.id, request.body.agreement.endsOn)) }),
  );

  app.post(
    '/householder/owner_agreements/:id/terms',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Change the terms from a date: a new version after the last one (earlier versions are never rewritten)',
        params: IdParams,
        body: TermsBody,
        response: { 201: OneAgreement, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: toAgreementDto(await service.changeTerms(app, scopeOf(request), request.params.id, request.body.terms)) }),
  );

  // costs of the apartments besides the service orders' prices: repairs and purchases, a channel's commission on a stay
  const costsUrl = '/householder/apartment_costs';
  app.get(
    costsUrl,
    { ...guard, schema: { tags, summary: 'The apartments’ costs (of one apartment, of one month), by date', querystring: CostsQuery, response: { 200: CostList, ...errorResponses(...SIGNED_IN_ERRORS, 422) } } },
    async (request) => ({ data: (await costs.listCosts(app, scopeOf(request), request.query)).map(toCostDto) }),
  );

  app.post(
    costsUrl,
    { ...guard, schema: { tags, summary: 'Add a cost to an apartment: date, gross amount, VAT rate (the receipt follows with PUT …/{id}/document)', body: CostBody, response: { 201: OneCost, ...errorResponses(...SIGNED_IN_ERRORS, 422) } } },
    async (request, reply) => reply.status(201).send({ data: toCostDto(await costs.createCost(app, scopeOf(request), request.body.cost)) }),
  );

  app.delete(
    `${costsUrl}/:id`,
    { ...guard, schema: { tags, summary: 'Remove a cost and its receipt', params: IdParams, response: { 204: NoContent, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409) } } },
    async (request, reply) => {
      await costs.deleteCost(app, scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    `${costsUrl}/:id/document`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Attach the receipt: a photo or a PDF, checked by its content (replaces an earlier one)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: DocumentRequest,
        response: { 200: OneCost, ...errorResponses(...SIGNED_IN_ERRORS, 404, 413, 422) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ValidationError({ document: ['Wybierz plik'] });
      let file: { fileName: string; buffer: Buffer } | null = null;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        const buffer = await readFilePart(part, 'document');
        if (!file) file = { fileName: part.filename, buffer };
      }
      if (!file) throw new ValidationError({ document: ['Wybierz plik'] });
      return { data: toCostDto(await costs.setDocument(app, scopeOf(request), request.params.id, file)) };
    },
  );

  app.get(
    `${costsUrl}/:id/document`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'The cost’s receipt as uploaded',
        params: IdParams,
        produces: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
        response: { 200: Type.Unknown({ description: 'the file' }), ...errorResponses(...SIGNED_IN_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const file = await costs.document(app, scopeOf(request), request.params.id);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(file.data);
    },
  );

  // monthly statements: draft (made again until approved) → approved (locked; a change makes a correction) → paid
  app.get(
    `${base}/:id/statements`,
    { ...guard, schema: { tags, summary: 'The owner’s statements, the latest month first', params: IdParams, response: { 200: StatementList, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => ({ data: (await statements.listStatements(app, scopeOf(request), request.params.id)).map(toStatementDto) }),
  );

  app.post(
    `${base}/:id/statements`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Make the month’s draft statement, or bring it up to date; after an approved one, a correcting statement when something changed (409 otherwise)',
        params: IdParams,
        body: StatementBody,
        response: { 201: OneStatement, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: toStatementDto(await statements.prepareStatement(app.db, scopeOf(request), request.params.id, request.body.month)) }),
  );

  app.get(
    '/householder/owner_statements/:id',
    { ...guard, schema: { tags, summary: 'One statement with its apartments, stays and costs', params: IdParams, response: { 200: OneStatement, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => ({ data: toStatementDto(await statements.getStatement(app, scopeOf(request), request.params.id)) }),
  );

  app.post(
    '/householder/owner_statements/:id/approve',
    { ...guard, schema: { tags, summary: 'Approve a draft: it is locked from then on', params: IdParams, body: EmptyBody, response: { 200: OneStatement, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409) } } },
    async (request) => ({ data: toStatementDto(await statements.approve(app, scopeOf(request), request.params.id)) }),
  );

  app.post(
    '/householder/owner_statements/:id/paid',
    { ...guard, schema: { tags, summary: 'Mark an approved statement paid', params: IdParams, body: EmptyBody, response: { 200: OneStatement, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409) } } },
    async (request) => ({ data: toStatementDto(await statements.markPaid(app, scopeOf(request), request.params.id)) }),
  );

  app.get(
    '/householder/owner_statements/:id/pdf',
    {
      ...guard,
      schema: { tags, summary: 'The statement as a PDF in the invoices’ layout', params: IdParams, produces: ['application/pdf'], response: { 200: Type.Unknown({ description: 'the PDF' }), ...errorResponses(...SIGNED_IN_ERRORS, 404) } },
    },
    async (request, reply) => {
      const file = await statements.statementFile(app, scopeOf(request), request.params.id);
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${file.fileName}"`).send(file.pdf);
    },
  );

  app.post(
    '/householder/owner_statements/:id/send',
    { ...guard, schema: { tags, summary: 'E-mail an approved statement’s PDF to the owner (409 for a draft)', params: IdParams, body: EmptyBody, response: { 200: OneStatement, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409, 422) } } },
    async (request) => ({ data: toStatementDto(await statements.sendStatement(app, scopeOf(request), request.params.id)) }),
  );

  // the manager's report: revenue, commission and costs per owner per month, as the latest statements say
  app.get(
    '/householder/reports/owners',
    { ...guard, schema: { tags, summary: 'Revenue, commission, costs and balance per owner per month of a year (each month’s latest statement)', querystring: OwnersReportQuery, response: { 200: OwnersReport, ...errorResponses(...SIGNED_IN_ERRORS, 422) } } },
    async (request) => {
      const year = request.query.year ?? Number(todayInPoland().slice(0, 4));
      const rows = await statements.ownersReport(app, scopeOf(request), year);
      return {
        data: rows.map((r) => ({
          ownerId: r.owner_id,
          ownerName: r.owner_name,
          month: r.month,
          status: r.status,
          revenue: groszeToDecimal(Number(r.revenue_grosze)),
          commission: groszeToDecimal(Number(r.commission_grosze)),
          costs: groszeToDecimal(Number(r.costs_grosze)),
          balance: groszeToDecimal(Number(r.balance_grosze)),
        })),
      };
    },
  );
}
