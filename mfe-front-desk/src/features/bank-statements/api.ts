import { api } from '@gospodarz/shared';

/** A transfer read from an imported statement (GET /householder/bank_transactions). */
export interface BankTransactionDto {
  id: string;
  type: 'bank_transaction';
  attributes: {
    bookedOn: string;
    amount: number;
    currency: string;
    counterparty: string;
    title: string;
    status: 'matched' | 'review' | 'unmatched' | 'ignored';
    matchRule: string;
    fileName: string;
    reservation: { id: string; fullName: string; from: string; to: string } | null;
    suggestion: { id: string; fullName: string; from: string; to: string } | null;
  };
}

export interface ImportSummary {
  format: 'mt940' | 'camt053';
  bankAccount: string;
  transfers: number;
  duplicates: number;
  matched: number;
  review: number;
  unmatched: number;
}

export interface TransferDetails {
  reference: string;
  kind: 'prepayment' | 'balance' | 'none';
  amount: number;
  amountText: string;
  currency: string;
  dueOn: string | null;
  bankAccount: string;
  recipient: string;
  title: string;
  zbp: { payload: string; svg: string } | null;
  epc: { payload: string; svg: string } | null;
}

const BASE = '/v1/householder';

/** Calls of Faktury › 'Wyciągi bankowe' and of a stay's transfer details. */
export const bankApi = {
  importStatement: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<{ id: string; attributes: ImportSummary }>(`${BASE}/bank_statements`, form);
  },
  transactions: (status?: string) => api.get<BankTransactionDto[]>(`${BASE}/bank_transactions`, { params: { status } }),
  match: (id: string, reservationId: string) => api.post<BankTransactionDto>(`${BASE}/bank_transactions/${id}/match`, { reservationId }),
  ignore: (id: string) => api.post<BankTransactionDto>(`${BASE}/bank_transactions/${id}/ignore`, {}),
  transferDetails: (reservationId: string) => api.get<{ id: string; attributes: TransferDetails }>(`${BASE}/reservations/${reservationId}/transfer_details`),
};
