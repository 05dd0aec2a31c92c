import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { KsefPanel, type InvoiceKsef } from './KsefPanel';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30_000);

const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data, headers: {} });
const base: InvoiceKsef = {
  status: 'none',
  label: 'Nie wysłano do KSeF',
  ksefNumber: null,
  acceptedAt: null,
  errorCode: null,
  errorDescription: null,
  offlineMode: null,
  offlineUntil: null,
  hasUpo: false,
  verificationUrl: null,
};
const answer = (changes: Partial<InvoiceKsef>) => ok({ id: 'i1', type: 'invoice_ksef', attributes: { ...base, ...changes } });

afterEach(() => jest.restoreAllMocks());

describe('KsefPanel', () => {
  it("shows 'Przyjęta' with the KSeF number, the date, the QR link and 'Pobierz UPO'", async () => {
    jest.spyOn(api, 'get').mockResolvedValue(
      answer({
        status: 'accepted',
        label: 'Przyjęta',
        ksefNumber: '5260001246-20261127-0100001AF629-7B',
        acceptedAt: '2026-11-27T10:15:00Z',
        hasUpo: true,
        verificationUrl: 'https://qr-test.ksef.mf.gov.pl/invoice/5260001246/27-11-2026/abc',
      }) as never,
    );
    renderWithProviders(<KsefPanel invoiceId="i1" number="FV/1/11/2026" />);
    const panel = await screen.findByTestId('invoice-ksef');
    expect(panel).toHaveTextContent('Przyjęta');
    expect(panel).toHaveTextContent('Numer KSeF: 5260001246-20261127-0100001AF629-7B · przyjęta 27.11.2026');
    expect(screen.getByRole('link', { name: 'https://qr-test.ksef.mf.gov.pl/invoice/5260001246/27-11-2026/abc' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pobierz UPO' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyślij ponownie' })).not.toBeInTheDocument();
  });

  it("shows a rejection with its code and reason, and 'Wyślij ponownie' queues it again", async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer({ status: 'rejected', label: 'Odrzucona', errorCode: 450, errorDescription: 'Błąd weryfikacji semantyki dokumentu faktury' }) as never);
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'pending', label: 'Oczekuje na wysłanie' }) as never);
    renderWithProviders(<KsefPanel invoiceId="i1" number="FV/1/11/2026" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Powód odrzucenia (kod 450): Błąd weryfikacji semantyki dokumentu faktury');
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij ponownie' }));
    await waitFor(() => expect(screen.getByTestId('invoice-ksef')).toHaveTextContent('Oczekuje na wysłanie'));
    expect(post).toHaveBeenCalledWith('/v1/householder/invoices/i1/ksef', {});
  });

  it("shows an offline invoice's mode and deadline", async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer({ status: 'offline', label: 'Offline do 30.11.2026', offlineMode: 'offline24', offlineUntil: '2026-11-30' }) as never);
    renderWithProviders(<KsefPanel invoiceId="i1" number="FV/1/11/2026" />);
    const panel = await screen.findByTestId('invoice-ksef');
    expect(panel).toHaveTextContent('Offline do 30.11.2026');
    expect(panel).toHaveTextContent('Wystawiona w trybie offline (tryb offline24): trzeba ją przesłać do KSeF do 30.11.2026.');
  });

  it('shows the emergency mode of an announced failure, its deadline not known while the failure lasts', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer({ status: 'offline', label: 'Offline', offlineMode: 'emergency', offlineUntil: null }) as never);
    renderWithProviders(<KsefPanel invoiceId="i1" number="FV/1/11/2026" />);
    const panel = await screen.findByTestId('invoice-ksef');
    expect(panel).toHaveTextContent('Wystawiona w trybie offline (tryb awaryjny (awaria KSeF)): termin przesłania do KSeF biegnie od zakończenia ogłoszonej awarii lub niedostępności.');
  });
});
