import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { authOf } from '../../plugins/auth';
import { pagination } from '../../lib/resource';
import { editClient, getClient, searchClients, type ClientListQuery, type Guest } from './service';
import { toClientDto } from './serialize';

const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 15 })),
  fullName: Type.Optional(Type.String({ description: 'case-insensitive contains' })),
  email: Type.Optional(Type.String({ description: 'case-insensitive contains' })),
  phoneNumber: Type.Optional(Type.String({ description: 'digits compared, separators ignored' })),
  addresses: Type.Optional(Type.String({ description: "address tags joined with '|' (any matches)" })),
  orderBy: Type.Optional(Type.String({ description: 'fullName (default), email, phoneNumber, address, createdAt, reservationsCount, totalSpent' })),
  orderSort: Type.Optional(Type.String({ description: 'asc (default) or desc' })),
});

const ClientFields = Type.Object({
  fullName: Type.Optional(Type.String({ maxLength: 200 })),
  full_name: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 320 })),
  phoneNumber: Type.Optional(Type.String({ maxLength: 40 })),
  phone_number: Type.Optional(Type.String({ maxLength: 40 })),
  address: Type.Optional(Type.String({ maxLength: 500 })),
});
type ClientFieldsType = Partial<Record<'fullName' | 'full_name' | 'email' | 'phoneNumber' | 'phone_number' | 'address', string>>;
const PatchBody = Type.Object({ client: Type.Optional(ClientFields), ...ClientFields.properties });

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** The account's guest database (spec 000 §2 Clients): list with filters, details with totals, contact edits. */
export default async function clientRoutes(app: FastifyInstance) {
  const guard = [app.authenticate, app.requirePermission('clients')];

  app.get<{ Querystring: ClientListQuery }>(
    '/householder/clients',
    { schema: { tags: ['clients'], summary: 'Clients of the account, 15 per page, sorted by full name', querystring: ListQuery }, preHandler: guard },
    async (request) => {
      const { accountId } = authOf(request);
      const { rows, count, page, perPage } = await searchClients(app.db, accountId, request.query);
      return { data: rows.map(toClientDto), pagination: pagination(page, perPage, count) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/householder/clients/:id',
    { schema: { tags: ['clients'], params: IdParams }, preHandler: guard },
    async (request) => ({ data: toClientDto(await getClient(app.db, authOf(request).accountId, request.params.id)) }),
  );

  app.patch<{ Params: { id: string }; Body: ClientFieldsType & { client?: ClientFieldsType } }>(
    '/householder/clients/:id',
    { schema: { tags: ['clients'], summary: "Edit a client's contact data ({client: {...}} or the fields alone)", params: IdParams, body: PatchBody }, preHandler: guard },
    async (request) => {
      const fields = request.body.client ?? request.body;
      const input: Partial<Guest> = {
        fullName: fields.fullName ?? fields.full_name,
        email: fields.email,
        phoneNumber: fields.phoneNumber ?? fields.phone_number,
        address: fields.address,
      };
      const row = await editClient(app.db, authOf(request).accountId, request.params.id, input);
      return { data: toClientDto(row) };
    },
  );
}
