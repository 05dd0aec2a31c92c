import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { KsefSettings, type KsefSettingsAttributes } from './KsefSettings';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30_000);

const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data, headers: {} });
const settings = (changes: Partial<KsefSettingsAttributes> = {}) =>
  ok({
    id: 'a1',
    type: 'ksef_settings',
    attributes: {
      environment: 'TEST',
      environmentLabel: 'Testowe (TEST)',
      apiUrl: 'https://api-test.ksef.mf.gov.pl/v2',
      qrUrl: 'https://qr-test.ksef.mf.gov.pl',
      tokenSaved: false,
      autoSend: true,
      serverReady: true,
      smallBusiness: { month: '2026-11', gross: '8100.00', limit: '10000.00', percent: 81, level: 'warning', message: 'Sprzedaż fakturowana w tym miesiącu to 81 % limitu 10 000 zł brutto: po jego przekroczeniu faktury trzeba wystawiać w KSeF.' },
      ...changes,
    },
  });

afterEach(() => jest.restoreAllMocks());

describe('KsefSettings', () => {
  it('saves the environment and the token (never shown back), checks the connection and shows the small-business limit', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(settings() as never);
    const put = jest.spyOn(api, 'put').mockResolvedValue(settings({ tokenSaved: true }) as never);
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ ok: false, message: 'Token KSeF nie daje uprawnień do tego NIP-u: sprawdź, czy token wygenerowano dla NIP-u sprzedawcy z ustawień faktur.' }) as never);
    renderWithProviders(<KsefSettings />);
    const limit = await screen.findByTestId('small-business-limit');
    expect(limit).toHaveTextContent('Sprzedaż zafakturowana w tym miesiącu: 8 100,00 zł z 10 000,00 zł brutto (81 %)');
    expect(limit).toHaveTextContent('81 % limitu 10 000 zł brutto');
    expect(screen.getByText('Token: nie zapisano')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Token KSeF'), { target: { value: 'token-z-aplikacji-ksef-0123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/v1/householder/ksef_settings', { environment: 'TEST', autoSend: true, token: 'token-z-aplikacji-ksef-0123456789' }));
    expect(await screen.findByText('Token: zapisany')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź połączenie' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Token KSeF nie daje uprawnień do tego NIP-u');
    expect(post).toHaveBeenCalledWith('/v1/householder/ksef_settings/check', {});
  });

  it('uploads the KSeF offline certificate for KOD II, shows its problem under the field, and removes a stored one', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(settings() as never);
    const put = jest
      .spyOn(api, 'put')
      .mockResolvedValueOnce({ ok: false, status: 422, body: { message: 'Popraw zaznaczone pola.', errors: { offlineCertificate: ['Klucz prywatny nie pasuje do certyfikatu.'] } } } as never)
      .mockResolvedValueOnce(settings({ offlineCertificate: { serialNumber: '01F20A5D352AE590', validTo: '2027-11-27T10:00:00.000Z' } }) as never)
      .mockResolvedValueOnce(settings({ offlineCertificate: null }) as never);
    renderWithProviders(<KsefSettings />);
    const box = await screen.findByTestId('ksef-offline-certificate');
    expect(box).toHaveTextContent('Certyfikat KSeF offline (KOD II)');
    fireEvent.change(screen.getByLabelText('Certyfikat (PEM)'), { target: { value: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----' } });
    fireEvent.change(screen.getByLabelText('Klucz prywatny (PEM)'), { target: { value: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Klucz prywatny nie pasuje do certyfikatu.')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/v1/householder/ksef_settings', {
      environment: 'TEST',
      autoSend: true,
      offlineCertificate: { certificate: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----', privateKey: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisany certyfikat: nr 01F20A5D352AE590, ważny do 27.11.2027')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Usuń certyfikat' }));
    await waitFor(() => expect(put).toHaveBeenLastCalledWith('/v1/householder/ksef_settings', { offlineCertificate: null }));
    await waitFor(() => expect(screen.queryByText(/Zapisany certyfikat/)).not.toBeInTheDocument());
  });
});
