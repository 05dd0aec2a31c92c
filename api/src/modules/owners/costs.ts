import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { parseAmount, parseDay } from '@gospodarz/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { FieldErrors } from '../../lib/fields';
import type { Scope } from '../../lib/scope';
import * as repo from './repository';
import type { CostRow } from './repository';
import type { CostInput } from './schemas';

export const COST_NOT_FOUND = 'Nie znaleziono kosztu.';
export const NOT_A_DOCUMENT = 'Dozwolone są zdjęcia (JPEG, PNG, WebP) i pliki PDF';
export const COST_VAT_RATES = ['23', '8', '5', '0', 'zw'] as const;
const MAX_COST_GROSZE = 9_999_999_999;

/** A receipt's type by its content (never by its name): PDF, JPEG, PNG or WebP; null for anything else. */
export function sniffDocumentType(buffer: Buffer): string | null {
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'image/jpeg';
  if (buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buffer.subarray(0, 4).toString('latin1') === 'RIFF' && buffer.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

export async function listCosts(app: FastifyInstance, scope: Scope, query: { apartmentId?: string; month?: string }): Promise<CostRow[]> {
  const month = query.month && /^\d{4}-(0[1-9]|1[0-2])$/.test(query.month) ? query.month : null;
  if (query.month && !month) throw new ValidationError({ month: ['Podaj miesiąc w formacie rrrr-mm'] });
  const from = month ? `${month}-01` : '1900-01-01';
  const to = month ? lastDayOf(month) : '9999-12-31';
  return repo.listCosts(app.db, scope.accountId, { apartmentIds: query.apartmentId ? [query.apartmentId] : null, from, to });
}

export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export async function createCost(app: FastifyInstance, scope: Scope, input: CostInput): Promise<CostRow> {
  const errors = new FieldErrors();
  if (!(await repo.apartmentExists(app.db, scope.accountId, input.apartmentId))) errors.add('apartmentId', 'Wybierz apartament');
  const date = parseDay(input.date);
  if (!date) errors.add('date', input.date ? 'Podaj datę w formacie rrrr-mm-dd' : 'Pole jest wymagane');
  const description = String(input.description ?? '').trim();
  if (!description) errors.add('description', 'Pole jest wymagane');
  const amount = parseAmount(input.amount);
  if (amount === null || amount === 0 || amount > MAX_COST_GROSZE) errors.add('amount', 'Podaj kwotę, np. 150,00');
  const vatRate = String(input.vatRate ?? '23');
  const kind = input.kind === 'channel_commission' ? 'channel_commission' : 'repairs';
  const reservationId = input.reservationId || null;
  if (kind === 'channel_commission' && !reservationId) errors.add('reservationId', 'Wskaż pobyt, od którego serwis pobrał prowizję');
  if (reservationId && errors.empty && !(await repo.reservationOfApartment(app.db, scope.accountId, input.apartmentId, reservationId))) errors.add('reservationId', 'Ten pobyt nie jest w wybranym apartamencie');
  if (!errors.empty) throw new ValidationError(errors.errors);
  const id = await repo.insertCost(app.db, scope.accountId, scope.userId, { apartmentId: input.apartmentId, kind, reservationId, date: date!, description: description.slice(0, 500), amountGrosze: amount!, vatRate });
  return getCost(app, scope, id);
}

export async function getCost(app: FastifyInstance, scope: Scope, id: string): Promise<CostRow> {
  const row = await repo.findCost(app.db, scope.accountId, id);
  if (!row) throw new NotFoundError(COST_NOT_FOUND);
  return row;
}

export function costDocumentKey(accountId: string, costId: string): string {
  return `owner-costs/${accountId}/${costId}/${crypto.randomBytes(8).toString('hex')}`;
}

/** Keeps the receipt (a photo or a PDF, checked by its content) in the file store, in place of an earlier one. */
export async function setDocument(app: FastifyInstance, scope: Scope, id: string, file: { fileName: string; buffer: Buffer }): Promise<CostRow> {
  const cost = await getCost(app, scope, id);
  const type = file.buffer.length > 0 ? sniffDocumentType(file.buffer) : null;
  if (!type) throw new ValidationError({ document: [NOT_A_DOCUMENT] });
  const key = costDocumentKey(scope.accountId, id);
  await app.db.transaction(async (tx) => {
    await app.files.put(tx, key, { contentType: type, data: file.buffer }, scope.accountId);
    await repo.setCostDocument(tx, scope.accountId, id, { key, name: file.fileName.slice(0, 200) || 'dokument', type });
  });
  if (cost.document_key) await app.files.remove(app.db, [cost.document_key]);
  return getCost(app, scope, id);
}

export async function document(app: FastifyInstance, scope: Scope, id: string): Promise<{ name: string; contentType: string; data: Buffer }> {
  const cost = await getCost(app, scope, id);
  const file = cost.document_key ? await app.files.get(app.db, cost.document_key) : null;
  if (!file) throw new NotFoundError('Ten koszt nie ma dokumentu.');
  return { name: cost.document_name, contentType: file.contentType, data: file.data };
}

export async function deleteCost(app: FastifyInstance, scope: Scope, id: string): Promise<void> {
  const cost = await getCost(app, scope, id);
  if (await repo.costInApprovedStatement(app.db, scope.accountId, id)) throw new ConflictError('Ten koszt jest w zatwierdzonym rozliczeniu właściciela i zostaje.');
  await repo.deleteCost(app.db, scope.accountId, id);
  if (cost.document_key) await app.files.remove(app.db, [cost.document_key]);
}
