import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../testing';
import { invoiceSettingsApi } from './api';
import { InvoiceSettingsPage, sampleNumber } from './components/InvoiceSettingsPage';

jest.mock('./api', () => ({ invoiceSettingsApi: { get: jest.fn(), save: jest.fn() } }));
const mocked = invoiceSettingsApi as jest.Mocked<typeof invoiceSettingsApi>;

const settings = {
  currency: 'PLN' as const,
  vatRate: 8 as const,
  paymentTermDays: 14 as const,
  placeOfIssue: 'Sopot',
  serviceName: 'Usługa noclegowa',
  sellerName: 'Apartamenty',
  sellerStreet: '',
  sellerZipCode: '',
  sellerCity: '',
  sellerNip: '',
  numberingPattern: 'FV/{NR}/{MM}/{RRRR}',
  bankAccount: '',
  updatedAt: null,
};

describe('invoice settings', () => {
  beforeEach(() => jest.clearAllMocks());

  it('checks the NIP, then saves it without the mask and the VAT rate as a number', async () => {
    const user = userEvent.setup();
    mocked.get.mockResolvedValue({ ok: true, status: 200, data: { id: 'a', type: 'invoice_settings', attributes: settings }, headers: {} });
    mocked.save.mockImplementation(async (values) => ({ ok: true, status: 200, data: { id: 'a', type: 'invoice_settings', attributes: { ...values, updatedAt: 'x' } }, headers: {} }));
    renderWithProviders(
      <Provider store={createSectionStore()}>
        <InvoiceSettingsPage />
      </Provider>,
    );
    expect(await screen.findByLabelText('Stawka VAT')).toHaveValue('8');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['23%', '8%', '5%', '0%', '30 dni', '14 dni', '7 dni', 'PLN', 'EUR', 'USD']));
    const nip = screen.getByLabelText('NIP');
    await user.type(nip, '1234567890');
    expect(nip).toHaveValue('123 456789 0');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Nieprawidłowy NIP')).toBeInTheDocument();
    expect(mocked.save).not.toHaveBeenCalled();
    await user.clear(nip);
    await user.type(nip, '5260001246');
    await user.selectOptions(screen.getByLabelText('Stawka VAT'), '23');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Dane zostały zapisane.')).toBeInTheDocument();
    expect(mocked.save).toHaveBeenCalledWith(expect.objectContaining({ sellerNip: '5260001246', vatRate: 23, paymentTermDays: 14 }));
  });

  it('checks the bank account, shows it in groups and sends it compact', async () => {
    const user = userEvent.setup();
    mocked.get.mockResolvedValue({ ok: true, status: 200, data: { id: 'a', type: 'invoice_settings', attributes: settings }, headers: {} });
    mocked.save.mockImplementation(async (values) => ({ ok: true, status: 200, data: { id: 'a', type: 'invoice_settings', attributes: { ...values, updatedAt: 'x' } }, headers: {} }));
    renderWithProviders(
      <Provider store={createSectionStore()}>
        <InvoiceSettingsPage />
      </Provider>,
    );
    const account = await screen.findByLabelText('Numer rachunku bankowego');
    await user.type(account, 'PL62 1090 1014 0000 0712 1981 2874');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Nieprawidłowy numer rachunku (IBAN)')).toBeInTheDocument();
    expect(mocked.save).not.toHaveBeenCalled();
    await user.clear(account);
    await user.type(account, '61 1090 1014 0000 0712 1981 2874');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    // the first test's toast may still be shown: this save's is one of them
    expect((await screen.findAllByText('Dane zostały zapisane.')).length).toBeGreaterThan(0);
    expect(mocked.save).toHaveBeenCalledWith(expect.objectContaining({ bankAccount: 'PL61109010140000071219812874' }));
    expect(await screen.findByLabelText('Numer rachunku bankowego')).toHaveValue('PL61 1090 1014 0000 0712 1981 2874');
  });

  it('previews the numbering pattern', () => {
    expect(sampleNumber('FV/{NR}/{MM}/{RRRR}', new Date(2026, 10, 21))).toBe('FV/1/11/2026');
    expect(sampleNumber('{NR}-{DD}.{RR}', new Date(2026, 0, 5))).toBe('1-05.26');
  });
});
