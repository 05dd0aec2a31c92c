import { screen, waitFor, within } from '@testing-library/react';
import { format, addDays } from 'date-fns';
import { quoteOfEightNights, mockedApi, renderDialog, setUpNewReservationTests, typeDate } from '../../../testing/newReservation';

jest.mock('../api', () => ({ reservationsApi: { apartments: jest.fn(), quote: jest.fn(), create: jest.fn(), searchClients: jest.fn() } }));

const { toasts } = setUpNewReservationTests();

/** The server saves what it is sent. */
function createAnswersSaved() {
  mockedApi.create.mockImplementation(async (payload: Record<string, unknown>) => ({
    ok: true,
    status: 201,
    data: { id: 'r1', type: 'reservation', attributes: { ...payload } },
    headers: {},
  }));
}

describe('NewReservationDialog', () => {
  it('opens with today → tomorrow, 1 adult, 1 child and status confirmed', async () => {
    await renderDialog();
    expect(screen.getByRole('heading', { name: 'Nowa rezerwacja' })).toBeInTheDocument();
    const today = new Date();
    // the shared date field: typed and shown as dd.MM.yyyy
    expect(screen.getByLabelText(/Data przyjazdu/)).toHaveValue(format(today, 'dd.MM.yyyy'));
    expect(screen.getByLabelText(/Data wyjazdu/)).toHaveValue(format(addDays(today, 1), 'dd.MM.yyyy'));
    expect(screen.getByLabelText('Dorośli')).toHaveValue('1');
    expect(screen.getByLabelText('Dzieci')).toHaveValue('1');
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed');
    expect(screen.getByLabelText('Waluta')).toHaveValue('PLN');
  });

  it('fills the price from the server quote once an apartment is chosen, and shows the total', async () => {
    const { user } = await renderDialog();
    await user.selectOptions(screen.getByLabelText(/Apartament/), 'a2');
    await waitFor(() => expect(screen.getByLabelText('Cena za dobę')).toHaveValue('350'));
    expect(mockedApi.quote).toHaveBeenCalledWith(expect.objectContaining({ apartmentId: 'a2', adults: 1, children: 1 }));
    expect(screen.getByTestId('reservation-total')).toHaveTextContent('350,00 zł (1 doba)');
  });

  it('shows a refusal on save next to the dates and in one error toast, and keeps the dialog open', async () => {
    mockedApi.quote.mockImplementation(quoteOfEightNights(4));
    mockedApi.create.mockResolvedValue({ ok: false, status: 409, body: { message: 'Apartament jest już zajęty w tym terminie.' } });
    const { user, onClose } = await renderDialog();
    await user.selectOptions(screen.getByLabelText(/Apartament/), 'a1');
    await user.type(screen.getByLabelText(/Imię i nazwisko/), 'Jan Kowalski');
    // saved only once the availability check has answered: its answer fills the price, which would count as a
    // change after the refusal and clear it
    await waitFor(() => expect(screen.getByTestId('availability')).toHaveTextContent('Termin wolny'));
    await user.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    await waitFor(() => expect(screen.getByTestId('availability')).toHaveTextContent('Apartament jest już zajęty w tym terminie.'));
    expect(toasts).toEqual([{ type: 'error', description: 'Apartament jest już zajęty w tym terminie.' }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("warns over the apartment's guest count and sends the override only when it is ticked", async () => {
    mockedApi.quote.mockImplementation(quoteOfEightNights(2));
    createAnswersSaved();
    const { user } = await renderDialog();
    await user.selectOptions(screen.getByLabelText(/Apartament/), 'a1');
    await user.clear(screen.getByLabelText('Dorośli'));
    await user.type(screen.getByLabelText('Dorośli'), '6');
    expect(await screen.findByTestId('capacity-warning')).toHaveTextContent('Apartament mieści najwyżej 2 osoby, a w rezerwacji jest 7.');
    await user.click(screen.getByLabelText('Zgoda na przekroczenie limitu gości'));
    await user.type(screen.getByLabelText(/Imię i nazwisko/), 'Jan Kowalski');
    await user.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    await waitFor(() => expect(mockedApi.create).toHaveBeenCalledWith(expect.objectContaining({ adults: 6, allowOverCapacity: true })));
    // the party's tier: the quote is asked for all seven
    expect(mockedApi.quote).toHaveBeenLastCalledWith(expect.objectContaining({ adults: 6, children: 1 }));
  });

  it("shows the engine's per-night breakdown, the rules, the cancellation policy and the bill with the listing's fees", async () => {
    mockedApi.quote.mockImplementation(quoteOfEightNights(4));
    const { user } = await renderDialog();
    await user.selectOptions(screen.getByLabelText(/Apartament/), 'a1');
    await typeDate(user, /Data przyjazdu/, '01.07.2030');
    await typeDate(user, /Data wyjazdu/, '09.07.2030');
    const breakdown = await screen.findByTestId('price-breakdown');
    expect(breakdown).toHaveTextContent('01.07.2030');
    expect(breakdown).toHaveTextContent('Dłuższy pobyt −10%');
    expect(breakdown).toHaveTextContent('Zastosowane reguły: Dłuższy pobyt (10%)');
    expect(breakdown).toHaveTextContent('Pominięte: Last minute (rezerwacja ponad 5 dni przed przyjazdem)');
    expect(screen.getByTestId('cancellation-policy')).toHaveTextContent('do 26.06.2030: zwrot 100%, potem 50%');
    expect(screen.getByTestId('breakdown-total')).toHaveTextContent('2 880,00 zł');
    // nights 2 880 + cleaning 100 + tourist tax 40, each a line of the bill
    const bill = screen.getByRole('group', { name: 'Rachunek' });
    expect(bill).toHaveTextContent('Sprzątanie100,00 zł');
    expect(bill).toHaveTextContent('Opłata miejscowa40,00 zł');
    expect(screen.getByTestId('reservation-total')).toHaveTextContent('3 020,00 zł (8 dób)');
    // a price typed by hand is said to be one
    await user.clear(screen.getByLabelText('Cena za dobę'));
    await user.type(screen.getByLabelText('Cena za dobę'), '300');
    expect(screen.getByText('Cena wpisana ręcznie (z cennika: 360,00 zł za dobę)')).toBeInTheDocument();
    expect(screen.getByTestId('reservation-total')).toHaveTextContent('2 540,00 zł (8 dób)');
  });

  it('shows what is paid and left to pay under the total, the deposit with its due date, and saves the payment with the booking', async () => {
    mockedApi.quote.mockImplementation(quoteOfEightNights(4));
    createAnswersSaved();
    const { user } = await renderDialog();
    await user.selectOptions(screen.getByLabelText(/Apartament/), 'a1');
    await typeDate(user, /Data przyjazdu/, '01.07.2030');
    await typeDate(user, /Data wyjazdu/, '09.07.2030');
    await waitFor(() => expect(screen.getByTestId('reservation-total')).toHaveTextContent('3 020,00 zł (8 dób)'));
    expect(screen.getByTestId('reservation-due')).toHaveTextContent('3 020,00 zł');
    await user.type(screen.getByLabelText('Zaliczka'), '500');
    await typeDate(user, /Termin zaliczki/, '15.06.2030');
    expect(screen.getByRole('group', { name: 'Rachunek' })).toHaveTextContent('Zaliczka (termin: 15.06.2030)500,00 zł');
    // the decimal comma; the payment status then follows the payment
    await user.type(screen.getByLabelText('Kwota wpłacona'), '1000,50');
    expect(screen.getByRole('group', { name: 'Rachunek' })).toHaveTextContent('Wpłacono1 000,50 zł');
    expect(screen.getByTestId('reservation-due')).toHaveTextContent('2 019,50 zł');
    expect(screen.queryByLabelText('Status płatności')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sposób płatności'), 'cash');
    await user.type(screen.getByLabelText(/Imię i nazwisko/), 'Jan Kowalski');
    await user.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    await waitFor(() => expect(mockedApi.create).toHaveBeenCalled());
    const payload = mockedApi.create.mock.calls[0][0];
    expect(payload).toMatchObject({ deposit: '500', depositDue: '2030-06-15', amountPaid: '1000.50', paymentMethod: 'cash' });
    expect(payload).not.toHaveProperty('paymentStatus');
  });

  it('tidies the phone as every phone field does (NNN-NNN-NNN, +48 or another country code kept) and refuses a short one', async () => {
    createAnswersSaved();
    const { user } = await renderDialog();
    const phone = screen.getByLabelText('Telefon');
    await user.type(phone, '600100200');
    expect(phone).toHaveValue('600-100-200');
    await user.clear(phone);
    await user.type(phone, '+48512345678');
    expect(phone).toHaveValue('+48 512-345-678');
    await user.clear(phone);
    await user.type(phone, '+44 7700 900123');
    expect(phone).toHaveValue('+44 7700 900123');
    await user.clear(phone);
    await user.type(phone, '60010020');
    await user.tab();
    expect(await screen.findByText('Podaj numer telefonu, np. 600-100-200 lub z kierunkowym kraju: +44 7700 900123')).toBeInTheDocument();
    await user.type(phone, '9');
    await user.selectOptions(screen.getByLabelText(/Apartament/), 'a1');
    await user.type(screen.getByLabelText(/Imię i nazwisko/), 'Jan Kowalski');
    await user.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    await waitFor(() => expect(mockedApi.create).toHaveBeenCalled());
    expect(mockedApi.create.mock.calls[0][0]).toMatchObject({ phoneNumber: '600-100-209' });
  });

  it("offers the listing's extras and a discount as lines of the bill, in its total, and sends them with the booking", async () => {
    const eightNights = quoteOfEightNights(4);
    mockedApi.quote.mockImplementation(async (q: Parameters<typeof eightNights>[0]) => {
      const answer = await eightNights(q);
      const extras = [
        { kind: 'breakfast', label: 'Śniadanie', quantity: 16, unitPrice: 35, amount: 560 },
        { kind: 'public_parking', label: 'Parking publiczny', quantity: 8, unitPrice: 0, amount: 0 },
      ];
      return { ...answer, data: { ...answer.data, attributes: { ...answer.data.attributes, extras } } };
    });
    createAnswersSaved();
    const { user } = await renderDialog();
    await user.selectOptions(screen.getByLabelText(/Apartament/), 'a1');
    await typeDate(user, /Data przyjazdu/, '01.07.2030');
    await typeDate(user, /Data wyjazdu/, '09.07.2030');
    await waitFor(() => expect(screen.getByTestId('reservation-total')).toHaveTextContent('3 020,00 zł (8 dób)'));
    expect(screen.getByTestId('reservation-extras')).toHaveTextContent('Parking publiczny (w cenie)');
    await user.click(screen.getByLabelText('Śniadanie: 16 × 35,00 zł = 560,00 zł'));
    const bill = screen.getByRole('group', { name: 'Rachunek' });
    expect(bill).toHaveTextContent('Śniadanie (16 × 35,00 zł)560,00 zł');
    await user.type(screen.getByLabelText('Rabat'), '80');
    await user.type(screen.getByLabelText('Powód rabatu'), 'stały gość');
    expect(bill).toHaveTextContent('Rabat: stały gość-80,00 zł');
    // 2 880 + 100 + 40 + 560 − 80
    expect(screen.getByTestId('reservation-total')).toHaveTextContent('3 500,00 zł (8 dób)');
    await user.type(screen.getByLabelText(/Imię i nazwisko/), 'Jan Kowalski');
    await user.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    await waitFor(() => expect(mockedApi.create).toHaveBeenCalled());
    expect(mockedApi.create.mock.calls[0][0]).toMatchObject({ extras: 'breakfast', discount: '80', discountReason: 'stały gość' });
  });

  it('says when the amount paid is more than the stay costs', async () => {
    const { user } = await renderDialog();
    await user.selectOptions(screen.getByLabelText(/Apartament/), 'a1');
    await waitFor(() => expect(screen.getByTestId('reservation-total')).toHaveTextContent('350,00 zł'));
    await user.type(screen.getByLabelText('Kwota wpłacona'), '400');
    expect(screen.getByText('Kwota wpłacona jest większa niż koszt pobytu.')).toBeInTheDocument();
    expect(screen.getByTestId('reservation-due')).toHaveTextContent('0,00 zł');
  });

  it("finds an existing client by name, e-mail or phone, fills the guest from the card and books for that client", async () => {
    mockedApi.searchClients.mockImplementation(async (q: string) => ({
      ok: true,
      status: 200,
      data:
        q === 'kowal'
          ? [{ id: 'c1', type: 'client', attributes: { fullName: 'Jan Kowalski', email: 'jan@example.pl', phoneNumber: '501 234 567', address: 'Warszawa' } }]
          : [],
      headers: {},
    }));
    createAnswersSaved();
    const { user } = await renderDialog();
    await user.selectOptions(screen.getByLabelText(/Apartament/), 'a1');
    await user.type(screen.getByLabelText('Wyszukaj klienta'), 'nikt');
    expect(await screen.findByText('Nie znaleziono klienta. Wpisz dane nowego gościa poniżej.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Wyszukaj klienta'));
    await user.type(screen.getByLabelText('Wyszukaj klienta'), 'kowal');
    const found = await screen.findByRole('list', { name: 'Znalezieni klienci' });
    expect(mockedApi.searchClients).toHaveBeenLastCalledWith('kowal');
    await user.click(within(found).getByRole('button', { name: /Jan Kowalski/ }));
    expect(screen.getByLabelText(/Imię i nazwisko/)).toHaveValue('Jan Kowalski');
    expect(screen.getByLabelText('E-mail')).toHaveValue('jan@example.pl');
    expect(screen.getByLabelText('Telefon')).toHaveValue('501-234-567');
    expect(screen.getByLabelText('Adres gościa (miasto)')).toHaveValue('Warszawa');
    expect(screen.getByTestId('chosen-client')).toHaveTextContent('Rezerwacja dla klienta: Jan Kowalski');
    await waitFor(() => expect(screen.getByLabelText('Cena za dobę')).toHaveValue('350'));
    await user.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    await waitFor(() => expect(mockedApi.create).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'c1', fullName: 'Jan Kowalski', email: 'jan@example.pl' })));
  });

  it("books without the chosen client after 'Odłącz klienta'", async () => {
    mockedApi.searchClients.mockResolvedValue({
      ok: true,
      status: 200,
      data: [{ id: 'c1', type: 'client', attributes: { fullName: 'Jan Kowalski', email: '', phoneNumber: '', address: '' } }],
      headers: {},
    });
    createAnswersSaved();
    const { user } = await renderDialog();
    await user.selectOptions(screen.getByLabelText(/Apartament/), 'a1');
    await user.type(screen.getByLabelText('Wyszukaj klienta'), 'jan');
    await user.click(within(await screen.findByRole('list', { name: 'Znalezieni klienci' })).getByRole('button', { name: /Jan Kowalski/ }));
    await user.click(screen.getByRole('button', { name: 'Odłącz klienta' }));
    expect(screen.getByLabelText('Wyszukaj klienta')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Cena za dobę')).toHaveValue('350'));
    await user.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    await waitFor(() => expect(mockedApi.create).toHaveBeenCalled());
    expect(mockedApi.create.mock.calls[0][0]).not.toHaveProperty('clientId');
  });

  it('warns about dates in the past', async () => {
    const { user } = await renderDialog();
    await typeDate(user, /Data przyjazdu/, '01.02.2020');
    expect(await screen.findByText('Data przyjazdu jest w przeszłości. Sprawdź daty przed zapisaniem.')).toBeInTheDocument();
  });

  it('tells of a new reservation in one success toast', async () => {
    mockedApi.create.mockResolvedValue({
      ok: true,
      status: 201,
      data: { id: 'r1', type: 'reservation', attributes: { fullName: 'Jan Kowalski' } },
      headers: {},
    });
    const { user, onClose } = await renderDialog();
    await user.selectOptions(screen.getByLabelText(/Apartament/), 'a1');
    await user.type(screen.getByLabelText(/Imię i nazwisko/), 'Jan Kowalski');
    await waitFor(() => expect(screen.getByLabelText('Cena za dobę')).toHaveValue('350'));
    await user.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts).toEqual([{ type: 'success', description: 'Dodano rezerwację: Jan Kowalski.' }]);
  });
});
