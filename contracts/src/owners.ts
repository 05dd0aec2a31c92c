import type { Resource } from './common.ts';

/**
 * Apartments managed for their owners (issue 41): the owner (a person or a company), the agreement (an owner's
 * apartment from a date) and its terms, versions that apply from a date.
 */
export const OWNER_KINDS = { person: 'Osoba prywatna', company: 'Firma' } as const;
export type OwnerKind = keyof typeof OWNER_KINDS;

/** What the manager's commission is a percentage of. */
export const COMMISSION_BASES = { nights: 'Noclegi', nights_and_fees: 'Noclegi i opłaty' } as const;
export type CommissionBase = keyof typeof COMMISSION_BASES;

/** Which stays a month's statement takes. */
export const STATEMENT_BASES = {
  ended: 'Pobyty zakończone w miesiącu',
  nights: 'Noce przypadające na miesiąc',
} as const;
export type StatementBasis = keyof typeof STATEMENT_BASES;

/** The costs an agreement may leave to the owner. */
export const OWNER_COSTS = {
  cleaning: 'Sprzątanie (zlecenia)',
  laundry: 'Pranie (zlecenia)',
  channel_commission: 'Prowizje serwisów rezerwacyjnych',
  repairs: 'Naprawy i zakupy',
} as const;
export type OwnerCost = keyof typeof OWNER_COSTS;
export const OWNER_COST_KINDS = Object.keys(OWNER_COSTS) as OwnerCost[];

export interface AgreementTermsAttributes {
  id: string;
  /** yyyy-MM-dd: the first day these terms apply */
  validFrom: string;
  /** '20.00' */
  commissionPercent: string;
  commissionBase: CommissionBase;
  /** '150.00'; '0.00' without a fixed fee */
  monthlyFee: string;
  ownerBears: OwnerCost[];
  touristTaxPasses: boolean;
  statementBasis: StatementBasis;
  statementDay: number;
  createdAt: string;
}

export interface OwnerAgreementAttributes {
  ownerId: string;
  apartmentId: string;
  apartmentName: string;
  startsOn: string;
  endsOn: string | null;
  /** oldest first; the last one applies from its date on */
  terms: AgreementTermsAttributes[];
}
export type OwnerAgreementDto = Resource<OwnerAgreementAttributes, 'owner_agreement'>;

export interface OwnerAttributes {
  kind: OwnerKind;
  /** the company's name, or the person's first and last name */
  displayName: string;
  companyName: string;
  firstName: string;
  lastName: string;
  nip: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  iban: string;
  bankName: string;
  agreements: Array<{ id: string; attributes: OwnerAgreementAttributes }>;
}
export type OwnerDto = Resource<OwnerAttributes, 'owner'>;

/** '20,5' or 20.5 → 2050 basis points; null when it is not a percentage between 0 and 100 with two decimals at most. */
export function percentToBasisPoints(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(',', '.').replace(/\s*%$/, '') : '';
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const points = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return points <= 10_000 ? points : null;
}

/** 2050 → '20.50' */
export function basisPointsToPercent(points: number): string {
  return `${Math.floor(points / 100)}.${String(points % 100).padStart(2, '0')}`;
}

export const STATEMENT_STATUSES = { draft: 'Szkic', approved: 'Zatwierdzone', paid: 'Zapłacone' } as const;
export type OwnerStatementStatus = keyof typeof STATEMENT_STATUSES;

/** A statement's content: amounts in grosze. */
export interface OwnerStatementContent {
  month: string;
  settledBeforeGrosze: number;
  apartments: Array<{
    apartmentId: string;
    apartmentName: string;
    stays: Array<{
      reservationId: string;
      from: string;
      to: string;
      status: string;
      revenueGrosze: number;
      commissionGrosze: number;
      lines: Array<{ kind: string; label: string; date: string | null; grosze: number; commissionable: boolean; commissionPercent: string }>;
    }>;
    costs: Array<{ kind: string; id: string | null; date: string; label: string; grosze: number }>;
    revenueGrosze: number;
    commissionGrosze: number;
    costsGrosze: number;
    balanceGrosze: number;
  }>;
}

export interface OwnerStatementAttributes {
  ownerId: string;
  month: string;
  sequence: number;
  correctsId: string | null;
  status: OwnerStatementStatus;
  revenue: string;
  commission: string;
  costs: string;
  balance: string;
  due: string;
  approvedAt: string | null;
  paidAt: string | null;
  sentAt: string | null;
  content: OwnerStatementContent;
}
export type OwnerStatementDto = Resource<OwnerStatementAttributes, 'owner_statement'>;
