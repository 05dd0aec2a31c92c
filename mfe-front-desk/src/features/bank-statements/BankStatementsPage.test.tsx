import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { bankApi, type BankTransactionDto } from './api';
import { BankStatementsPage } from './components/BankStatementsPage';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

jest.mock('./api', () => ({ bankApi: { importStatement: jest.fn(), transactions: jest.fn(), match: jest.fn(), ignore: jest.fn(), transferDetails: jest.fn() } }));
const mocked = bankApi as jest.Mocked<typeof bankApi>;
const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data, headers: {} });

const marta: BankTransactionDto = {
  id: 't1',
  type: 'bank_transaction',
  attributes: {
    bookedOn: '2026-11-26',
    amount: 500,
    currency: 'PLN',
    counterparty: 'MARTA KOWALCZYK',
    title: 'zaliczka grudzień',
    status: 'review',
    matchRule: '',
    fileName: 'ing.xml',
    reservation: null,
    suggestion: { id: 'r4', fullName: 'Marta Kowalczyk', from: '2026-12-20', to: '2026-12-24' },
  },
};
const jan: BankTransactionDto = {
  id: 't2',
  type: 'bank_transaction',
  attributes: { ...marta.attributes, counterparty: 'JAN KOWALSKI', amount: 405, status: 'matched', matchRule: 'reference', suggestion: null, reservation: { id: 'r1', fullName: 'Jan Kowalski', from: '2026-12-10', to: '2026-12-13' } },
};

let stored: BankTransactionDto[] = [];
beforeEach(() => {
  jest.resetAllMocks();
  stored = [];
  mocked.transactions.mockImplementation(async (status) => ok(stored.filter((t) => t.attributes.status === status)) as never);
});

describe('Faktury › Wyciągi bankowe', () => {
  it('imports a statement, says what was booked, and records the uncertain transfer on the suggested stay with a click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BankStatementsPage />);
    expect(await screen.findByText('Brak przelewów do sprawdzenia.')).toBeInTheDocument();

    mocked.importStatement.mockImplementation(async () => {
      stored = [marta, jan];
      return ok({ id: 's1', attributes: { format: 'camt053' as const, bankAccount: 'PL61105014451000009030123456', transfers: 2, duplicates: 0, matched: 1, review: 1, unmatched: 0 } }) as never;
    });
    await user.click(screen.getByRole('button', { name: 'Importuj wyciąg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wybierz plik wyciągu (MT940 albo CAMT.053)');
    expect(mocked.importStatement).not.toHaveBeenCalled();

    const file = new File(['<Document/>'], 'ing.xml', { type: 'application/xml' });
    await user.upload(screen.getByLabelText('Plik wyciągu (MT940 lub CAMT.053, do 2 MB)'), file);
    await user.click(screen.getByRole('button', { name: 'Importuj wyciąg' }));
    expect(await screen.findByTestId('import-summary')).toHaveTextContent(
      'Wyciąg CAMT.053: przelewów przychodzących 2, zaksięgowano 1, do sprawdzenia 1, bez dopasowania 0, zaimportowanych wcześniej 0.',
    );
    expect(mocked.importStatement).toHaveBeenCalledWith(file);
    const review = await screen.findByRole('table', { name: 'Przelewy do sprawdzenia' });
    expect(within(review).getByText('MARTA KOWALCZYK')).toBeInTheDocument();
    expect(within(review).getByText('Marta Kowalczyk, 20.12.2026–24.12.2026')).toBeInTheDocument();
    expect(within(review).getByText(/500,00/)).toBeInTheDocument();
    const booked = screen.getByRole('table', { name: 'Zaksięgowane przelewy' });
    expect(within(booked).getByRole('link', { name: 'Jan Kowalski, 10.12.2026–13.12.2026' })).toHaveAttribute('href', '/front-desk/reservations/r1');
    expect(within(booked).getByText('po numerze rezerwacji')).toBeInTheDocument();

    mocked.match.mockImplementation(async () => {
      stored = [{ ...marta, attributes: { ...marta.attributes, status: 'matched', matchRule: 'host', reservation: marta.attributes.suggestion, suggestion: null } }, jan];
      return ok(stored[0]) as never;
    });
    await user.click(within(review).getByRole('button', { name: /Zapisz wpłatę 500,00.*Marta Kowalczyk/ }));
    expect(mocked.match).toHaveBeenCalledWith('t1', 'r4');
    expect(await screen.findByText('Brak przelewów do sprawdzenia.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Zaksięgowane przelewy' })).getByText('ręcznie')).toBeInTheDocument();

    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('shows the API’s Polish refusal of a file that is no statement under the field', async () => {
    const user = userEvent.setup();
    mocked.importStatement.mockResolvedValue({ ok: false, status: 422, body: { message: 'Błąd', errors: { file: ['Nieznany format pliku: wybierz wyciąg MT940 (.sta, .mt940, .txt) albo CAMT.053 (.xml).'] } } } as never);
    renderWithProviders(<BankStatementsPage />);
    await user.upload(await screen.findByLabelText('Plik wyciągu (MT940 lub CAMT.053, do 2 MB)'), new File(['x'], 'zdjecie.txt'));
    await user.click(screen.getByRole('button', { name: 'Importuj wyciąg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Nieznany format pliku/);
    await waitFor(() => expect(screen.getByLabelText('Plik wyciągu (MT940 lub CAMT.053, do 2 MB)')).toHaveAttribute('aria-invalid', 'true'));
  });
});
