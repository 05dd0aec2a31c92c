import { basisPointsToPercent, groszeToDecimal, type AgreementTermsAttributes, type OwnerAgreementAttributes, type OwnerAgreementDto, type OwnerDto } from '@gospodarz/contracts';
import { resource } from '../../lib/resource';
import type { AgreementRow, CostRow, StatementRow, TermsRow } from './repository';
import type { OwnerWithAgreements } from './service';

function termsAttributes(t: TermsRow): AgreementTermsAttributes {
  return {
    id: t.id,
    validFrom: t.valid_from,
    commissionPercent: basisPointsToPercent(t.commission_basis_points),
    commissionBase: t.commission_base,
    monthlyFee: groszeToDecimal(Number(t.monthly_fee_grosze)),
    ownerBears: t.owner_bears,
    touristTaxPasses: t.tourist_tax_passes,
    statementBasis: t.statement_basis,
    statementDay: t.statement_day,
    createdAt: new Date(t.created_at).toISOString(),
  };
}

function agreementAttributes(row: AgreementRow): OwnerAgreementAttributes {
  return {
    ownerId: row.owner_id,
    apartmentId: row.apartment_id,
    apartmentName: row.apartment_name,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    terms: row.terms.map(termsAttributes),
  };
}

export function toAgreementDto(row: AgreementRow): OwnerAgreementDto {
  return resource('owner_agreement', row.id, agreementAttributes(row));
}

export function toOwnerDto({ row, agreements }: OwnerWithAgreements): OwnerDto {
  return resource('owner', row.id, {
    kind: row.kind,
    displayName: row.kind === 'company' ? row.company_name : `${row.first_name} ${row.last_name}`.trim(),
    companyName: row.company_name,
    firstName: row.first_name,
    lastName: row.last_name,
    nip: row.nip,
    email: row.email,
    phone: row.phone,
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    iban: row.iban,
    bankName: row.bank_name,
    agreements: agreements.map((a) => ({ id: a.id, attributes: agreementAttributes(a) })),
  });
}

export function toCostDto(row: CostRow) {
  return resource('apartment_cost', row.id, {
    apartmentId: row.apartment_id,
    apartmentName: row.apartment_name,
    kind: row.kind,
    reservationId: row.reservation_id,
    date: row.cost_date,
    description: row.description,
    amount: groszeToDecimal(Number(row.amount_grosze)),
    vatRate: row.vat_rate,
    document: row.document_key ? { name: row.document_name, contentType: row.document_type, url: `/api/v1/householder/apartment_costs/${row.id}/document` } : null,
  });
}

const when = (value: string | null) => (value ? new Date(value).toISOString() : null);

export function toStatementDto(row: StatementRow) {
  return resource('owner_statement', row.id, {
    ownerId: row.owner_id,
    month: row.month,
    sequence: row.sequence,
    correctsId: row.corrects_id,
    status: row.status,
    revenue: groszeToDecimal(Number(row.revenue_grosze)),
    commission: groszeToDecimal(Number(row.commission_grosze)),
    costs: groszeToDecimal(Number(row.costs_grosze)),
    balance: groszeToDecimal(Number(row.balance_grosze)),
    due: groszeToDecimal(Number(row.due_grosze)),
    approvedAt: when(row.approved_at),
    paidAt: when(row.paid_at),
    sentAt: when(row.sent_at),
    content: row.content,
  });
}
