import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from '@gospodarz/shared/router';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { providersApi } from '../api';
import { PROVIDER_LISTS } from '../kinds';
import { ProviderFormPage } from './ProviderFormPage';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

jest.mock('../api', () => ({ providersApi: { create: jest.fn(), uploadLogo: jest.fn() } }));
const mocked = providersApi as jest.Mocked<typeof providersApi>;

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

const laundry = PROVIDER_LISTS[0];

function renderForm() {
  const store = createSectionStore();
  return renderWithProviders(
    <Provider store={store}>
      <Routes>
        <Route path="/services/laundry-services/new" element={<ProviderFormPage list={laundry} />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </Provider>,
    { route: '/services/laundry-services/new' },
  );
}

beforeEach(() => jest.resetAllMocks());

describe('Nowy usługodawca', () => {
  it('asks a company for its NIP and a private person for first and last name instead', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));
    // eight fields of a company ('Nr lokalu' is optional) and the empty price row's name and amount
    expect(await screen.findAllByText('Pole jest wymagane')).toHaveLength(10);
    expect(screen.getByLabelText(/^Nr lokalu/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Nr lokalu/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^NIP/)).toBeRequired();
    expect(screen.queryByLabelText(/^Imię/)).toBeNull();

    await user.selectOptions(screen.getByLabelText('Rodzaj usługodawcy'), 'private_person');
    expect(await screen.findByLabelText(/^Imię/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nazwisko/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    // less the NIP, plus first and last name
    await waitFor(() => expect(screen.getAllByText('Pole jest wymagane')).toHaveLength(11));
    expect(screen.getByLabelText(/^NIP/)).not.toBeRequired();
    expect(mocked.create).not.toHaveBeenCalled();
  });

  it('sends the masked fields as digits with the laundry kind and its price list, without a flat number, then returns to the list', async () => {
    const user = userEvent.setup();
    mocked.create.mockResolvedValue({ ok: true, status: 201, data: { id: 'p1' } as never, headers: {} });
    renderForm();
    const type = async (label: RegExp, text: string) => user.type(await screen.findByLabelText(label), text);
    await type(/^Nazwa firmy/, 'Pralnia Bryza');
    await type(/^E-mail/, 'biuro@bryza.pl');
    await type(/^Telefon/, '601202303');
    await type(/^Ulica/, 'Portowa');
    await type(/^Nr domu/, '5');
    await type(/^Kod pocztowy/, '81350');
    await type(/^Miasto/, 'Gdynia');
    await type(/^NIP/, '5260001246');
    expect(screen.getByLabelText(/^NIP/)).toHaveValue('526 000124 6');
    expect(screen.getByLabelText(/^Kod pocztowy/)).toHaveValue('81-350');
    await type(/^Nazwa usługi/, 'Komplet pościeli');
    await type(/^Cena brutto/, '35,50');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(mocked.create).toHaveBeenCalled());
    expect(mocked.create.mock.calls[0][0]).toMatchObject({
      providerType: 'company',
      flatNumber: '',
      phoneNumber: '601202303',
      postalCode: '81350',
      nip: '5260001246',
      servicesPerformed: ['washing'],
      standardPriceListsAttributes: [{ name: 'Komplet pościeli', grossAmount: '35.50', currency: 'PLN', durationMinutes: null }],
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/services/laundry-services'));
  });
});

describe('the logo', () => {
  it('refuses a file that is not an image by its content, whatever its name, and takes a PNG', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = await screen.findByLabelText('Logo');
    await user.upload(input, new File(['<svg onload="x()">'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText(/Dozwolone są tylko pliki graficzne/)).toBeInTheDocument();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await user.upload(input, new File([png], 'logo-firmy.png', { type: 'image/png' }));
    expect(await screen.findByText('logo-firmy.png')).toBeInTheDocument();
    expect(screen.queryByText(/Dozwolone są tylko pliki graficzne/)).toBeNull();
  });
});
