import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { LegalSettingsPage } from './LegalSettingsPage';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30_000);

const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data, headers: {} });
const sopot = { accommodationId: 'l1', accommodationName: 'Apartamenty Nadmorskie', municipality: 'Gmina Miasta Sopot', rateGrosze: 250, exemptAge: 6, collector: true };
const privacy = (retentionMonths: number) =>
  ok({ id: 'privacy', attributes: { retentionMonths, log: [{ id: 'g1', action: 'retention', clientId: null, details: { clients: 2 }, createdAt: '2026-11-02T01:45:00Z' }] } });

afterEach(() => jest.restoreAllMocks());

describe('LegalSettingsPage', () => {
  it('saves a listing’s tourist-tax settings in grosze and the retention, and shows the log without names', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => (url.includes('privacy') ? privacy(36) : ok([{ id: 'l1', attributes: sopot }])) as never);
    const put = jest.spyOn(api, 'put').mockImplementation(async (url: string) => (url.includes('privacy') ? privacy(60) : ok({ id: 'l1', attributes: { ...sopot, rateGrosze: 350 } })) as never);
    renderWithProviders(<LegalSettingsPage />);
    const table = await screen.findByRole('table', { name: 'Opłata miejscowa obiektów' });
    const rate = within(table).getByLabelText('Stawka za osobę za noc (zł): Apartamenty Nadmorskie');
    expect(rate).toHaveValue('2,50');
    fireEvent.change(rate, { target: { value: '3,50' } });
    fireEvent.click(within(table).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/v1/householder/tourist_tax/settings/l1', { municipality: 'Gmina Miasta Sopot', rateGrosze: 350, exemptAge: 6, collector: true }),
    );
    expect(within(screen.getByRole('list', { name: 'Dziennik RODO' })).getByText(/Anonimizacja po okresie przechowywania \(klienci: 2\)/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Okres przechowywania danych gości'), { target: { value: '60' } });
    await waitFor(() => expect(put).toHaveBeenCalledWith('/v1/householder/privacy_settings', { retentionMonths: 60 }));
  });
});
