import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../../testing';
import { AccommodationWizard } from './AccommodationWizard';
import { actions } from '../slice';
import { defaultAccommodation, withApartmentCount } from '../model';

// the locks step offers the account's templates; no server in component tests
jest.mock('../../message-templates/api', () => ({
  messageTemplatesApi: { list: jest.fn(async () => ({ ok: true, status: 200, data: [], headers: {} })) },
}));

function renderWizard(step: string, prepare?: (store: ReturnType<typeof createSectionStore>) => void) {
  const store = createSectionStore();
  prepare?.(store);
  const view = renderWithProviders(
    <Provider store={store}>
      <AccommodationWizard mode="new" />
    </Provider>,
    { route: `/administration/accommodations/new/${step}`, path: '/administration/accommodations/new/*' },
  );
  return Object.assign(store, { unmount: view.unmount });
}

/** The edit wizard of listing 'l1', already loaded (as the saga leaves it). */
function renderEditWizard(step: string, status: 'active' | 'draft') {
  const store = createSectionStore();
  store.dispatch(actions.formLoaded('l1', { ...withApartmentCount(defaultAccommodation(), 1), id: 'l1', name: 'Willa', status }));
  renderWithProviders(
    <Provider store={store}>
      <AccommodationWizard mode="edit" />
    </Provider>,
    { route: `/administration/accommodations/l1/edit/${step}`, path: '/administration/accommodations/:id/edit/*' },
  );
  return store;
}

// Long walks through the steps: slow on a busy machine.
jest.setTimeout(60_000);

beforeEach(() => localStorage.clear());

const menuEntries = () =>
  within(screen.getByRole('navigation', { name: 'Kroki kreatora' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const next = () => userEvent.click(screen.getByRole('button', { name: 'Następny krok' }));

describe('the listing wizard', () => {
  it('with one apartment: no apartment-name step in the menu, and the steps in the spec order', async () => {
    const user = userEvent.setup();
    renderWizard('type');
    expect(await screen.findByRole('heading', { name: 'Rodzaj obiektu', level: 2 })).toBeInTheDocument();
    expect(screen.getByLabelText('Jeden apartament')).toBeChecked();
    const entries = menuEntries();
    expect(entries).not.toContain('Nazwa apartamentu');
    expect(entries).not.toContain('Apartament 1');
    expect(entries).toEqual([
      'Rodzaj obiektu',
      'Nazwa obiektu',
      'Lokalizacja',
      'Zasady pobytu',
      'Dane apartamentu',
      'Udogodnienia',
      'Zdjęcia',
      'Cennik',
      'Zamki i synchronizacja',
      'Podsumowanie',
    ]);
    // nothing visited yet: the menu opens no step
    expect(within(screen.getByRole('navigation', { name: 'Kroki kreatora' })).queryAllByRole('link')).toHaveLength(0);
    expect(within(screen.getByRole('navigation', { name: 'Kroki kreatora' })).queryAllByRole('button')).toHaveLength(0);

    await next();
    expect(await screen.findByRole('heading', { name: 'Nazwa obiektu', level: 2 })).toBeInTheDocument();
    await next();
    expect(await screen.findByText('Pole jest wymagane')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nazwa obiektu/), 'Willa Słoneczna');
    await next();
    expect(await screen.findByRole('heading', { name: 'Lokalizacja', level: 2 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(await screen.findByLabelText(/Nazwa obiektu/)).toHaveValue('Willa Słoneczna');
  });

  it('with three apartments: an apartment-name step and a divider for each apartment, reached after the stay rules', async () => {
    const user = userEvent.setup();
    const store = renderWizard('type');
    await user.click(await screen.findByLabelText('Wiele apartamentów'));
    const count = await screen.findByLabelText(/Liczba apartamentów/);
    // several apartments start at two, not one
    await waitFor(() => expect(count).toHaveValue('2'));
    await user.clear(count);
    await user.type(count, '3');
    await next();
    expect(await screen.findByRole('heading', { name: 'Nazwa obiektu', level: 2 })).toBeInTheDocument();
    const entries = menuEntries();
    expect(entries.filter((e) => e === 'Nazwa apartamentu')).toHaveLength(3);
    expect(entries.filter((e) => e?.startsWith('Apartament '))).toEqual(['Apartament 1', 'Apartament 2', 'Apartament 3']);
    expect(entries.indexOf('Apartament 1')).toBe(4);
    expect(entries[5]).toBe('Nazwa apartamentu');
    expect(store.getState().accommodations.form.values.apartmentsAttributes).toHaveLength(3);

    await user.type(screen.getByLabelText(/Nazwa obiektu/), 'Kamienica');
    await next();
    await screen.findByRole('heading', { name: 'Lokalizacja', level: 2 });
    await user.selectOptions(screen.getByLabelText(/Województwo/), 'pomorskie');
    await user.type(screen.getByLabelText(/Ulica/), 'Długa');
    await user.type(screen.getByLabelText(/Numer domu/), '7');
    await user.type(screen.getByLabelText(/Miasto/), 'Gdańsk');
    await user.type(screen.getByLabelText(/Kod pocztowy/), '80001');
    expect(screen.getByLabelText(/Kod pocztowy/)).toHaveValue('80-001');
    await next();
    await screen.findByRole('heading', { name: 'Zasady pobytu', level: 2 });
    await next();
    expect(await screen.findByRole('heading', { name: 'Nazwa apartamentu – Apartament 1', level: 2 })).toBeInTheDocument();
    expect(store.getState().accommodations.form.values).toMatchObject({ name: 'Kamienica', zipCode: '80-001', voivodeship: 'pomorskie' });
  });

  it("refuses a check-in 'od' later than 'do', on the field", async () => {
    renderWizard('stay-conditions');
    const from = await screen.findByLabelText('Zameldowanie od');
    const to = screen.getByLabelText('Zameldowanie do');
    await userEvent.clear(to);
    await userEvent.type(to, '12:00');
    await userEvent.clear(from);
    await userEvent.type(from, '15:00');
    await next();
    expect(await screen.findByText('Zameldowanie od nie może być później niż zameldowanie do')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zasady pobytu', level: 2 })).toBeInTheDocument();
  });

  it("takes the stay's fees on the stay rules step: cleaning per stay, the tourist tax with a decimal comma and the children's exemption age", async () => {
    const user = userEvent.setup();
    const store = renderWizard('stay-conditions');
    const cleaning = await screen.findByLabelText('Opłata za sprzątanie (zł za pobyt)');
    const tax = screen.getByLabelText('Opłata miejscowa (zł za osobę za dobę)');
    const age = screen.getByLabelText('Dzieci zwolnione z opłaty miejscowej do lat');
    // the exemption age means something only with a tax
    expect(age).toBeDisabled();
    await user.type(cleaning, '-80');
    await user.type(tax, '2,555');
    await next();
    expect(await screen.findByText('Wartość nie może być ujemna')).toBeInTheDocument();
    expect(screen.getByText('Podaj kwotę z dokładnością do grosza')).toBeInTheDocument();
    await user.clear(cleaning);
    await user.type(cleaning, '80');
    await user.clear(tax);
    await user.type(tax, '2,50');
    await waitFor(() => expect(age).toBeEnabled());
    await user.type(age, '18');
    await next();
    expect(await screen.findByText('Wartość nie może być większa niż 17')).toBeInTheDocument();
    await user.clear(age);
    await user.type(age, '6');
    await next();
    await screen.findByRole('heading', { name: 'Dane apartamentu', level: 2 });
    expect(store.getState().accommodations.form.values).toMatchObject({ cleaningFee: 80, touristTax: 2.5, touristTaxExemptAge: 6 });
  });

  it('keeps what was typed across a reload, and resumes at the step where the user was', async () => {
    const user = userEvent.setup();
    const first = renderWizard('name');
    await user.type(await screen.findByLabelText(/Nazwa obiektu/), 'Willa Słoneczna');
    await next();
    await screen.findByRole('heading', { name: 'Lokalizacja', level: 2 });
    await user.type(screen.getByLabelText(/Miasto/), 'Zakopane');
    first.unmount();

    // a reload: a fresh store, the wizard opened at its first step
    const store = renderWizard('type');
    expect(await screen.findByRole('heading', { name: 'Lokalizacja', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Przywrócono niezapisane dane kreatora.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Miasto/)).toHaveValue('Zakopane');
    expect(store.getState().accommodations.form.values.name).toBe('Willa Słoneczna');
  });

  it('creating a listing, the side menu opens the steps already visited, not those ahead', async () => {
    const user = userEvent.setup();
    renderWizard('type');
    await next();
    await user.type(await screen.findByLabelText(/Nazwa obiektu/), 'Willa');
    await next();
    await screen.findByRole('heading', { name: 'Lokalizacja', level: 2 });
    const nav = screen.getByRole('navigation', { name: 'Kroki kreatora' });
    expect(within(nav).queryByRole('button', { name: 'Zasady pobytu' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Rodzaj obiektu' }));
    expect(await screen.findByRole('heading', { name: 'Rodzaj obiektu', level: 2 })).toBeInTheDocument();
    // the furthest step reached stays open from the menu
    await user.click(within(screen.getByRole('navigation', { name: 'Kroki kreatora' })).getByRole('button', { name: 'Nazwa obiektu' }));
    expect(await screen.findByLabelText(/Nazwa obiektu/)).toHaveValue('Willa');
    await user.click(within(screen.getByRole('navigation', { name: 'Kroki kreatora' })).getByRole('button', { name: 'Lokalizacja' }));
    expect(await screen.findByRole('heading', { name: 'Lokalizacja', level: 2 })).toBeInTheDocument();
  });

  it('starts the stay hours at check-in from 15:00 and check-out by 11:00', async () => {
    renderWizard('stay-conditions');
    expect(await screen.findByLabelText('Zameldowanie od')).toHaveValue('15:00');
    expect(screen.getByLabelText('Zameldowanie do')).toHaveValue('22:00');
    expect(screen.getByLabelText('Wymeldowanie do')).toHaveValue('11:00');
  });

  it("shows the lock, the booking services and the calendars on one screen per apartment, saying what the lock's data is for", async () => {
    const user = userEvent.setup();
    const store = renderWizard('locks/1');
    expect(await screen.findByRole('heading', { name: 'Zamki i synchronizacja', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/służą do nadawania gościom kodu wejścia/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Serwisy rezerwacyjne', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Synchronizacja kalendarza', level: 3 })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Zamek elektroniczny' }));
    await user.type(screen.getByLabelText('Identyfikator zamka'), 'ABL-7');
    // the channels' calendars are read unless the host switches it off here
    expect(screen.getByLabelText('Synchronizuj kalendarz z serwisami rezerwacyjnymi')).toBeChecked();
    await user.click(screen.getByLabelText('Synchronizuj kalendarz z serwisami rezerwacyjnymi'));
    await next();
    expect(await screen.findByRole('heading', { name: 'Podsumowanie', level: 2 })).toBeInTheDocument();
    const apartment = store.getState().accommodations.form.values.apartmentsAttributes[0];
    expect(apartment.locks).toMatchObject({ smartLock: true, lockId: 'ABL-7' });
    expect(apartment.synchronization.calendar).toBe(false);
  });

  it("says which channels connect by iCal, with the steps for each, and adds a channel's calendar to import (no dead 'Połącz')", async () => {
    const user = userEvent.setup();
    const store = renderWizard('locks/1');
    expect(await screen.findByRole('heading', { name: 'Zamki i synchronizacja', level: 2 })).toBeInTheDocument();
    for (const channel of ['Booking.com', 'Airbnb', 'Nocowanie.pl', 'Noclegowo']) expect(screen.getByRole('article', { name: channel })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Połącz' })).not.toBeInTheDocument();
    const booking = screen.getByRole('article', { name: 'Booking.com' });
    expect(within(booking).getByText(/Synchronizacja kalendarzy/)).toBeInTheDocument();
    expect(within(booking).getByText('Link eksportu pojawi się po zapisaniu obiektu.')).toBeInTheDocument();
    expect(screen.getByTestId('sync-status')).toHaveTextContent('Brak kalendarzy serwisów');

    await user.click(within(screen.getByRole('article', { name: 'Airbnb' })).getByRole('button', { name: 'Dodaj kalendarz Airbnb' }));
    expect(within(screen.getByRole('article', { name: 'Airbnb' })).getByRole('button', { name: 'Dodano' })).toBeDisabled();
    const imported = screen.getByRole('list', { name: 'Importowane kalendarze' });
    expect(within(imported).getByLabelText('Nazwa kalendarza')).toHaveValue('Airbnb');
    await user.type(within(imported).getByLabelText('Link do kalendarza'), 'https://www.airbnb.pl/calendar/ical/1.ics?s=abc');
    expect(screen.getByTestId('sync-status')).toHaveTextContent('Kalendarze serwisów: 1');
    await next();
    expect(await screen.findByRole('heading', { name: 'Podsumowanie', level: 2 })).toBeInTheDocument();
    const apartment = store.getState().accommodations.form.values.apartmentsAttributes[0];
    expect(apartment.calendarSynchronization.imports).toEqual([{ name: 'Airbnb', system: 'iCal', url: 'https://www.airbnb.pl/calendar/ical/1.ics?s=abc' }]);
  });

  it("refuses a file named .png that is not an image when it is chosen, in Polish, and takes a real PNG", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const store = renderWizard('photos/1');
    const input = await screen.findByLabelText('Dodaj zdjęcia');
    await user.upload(input, new File(['to nie jest obraz'], 'zdjecie.png', { type: 'image/png' }));
    expect(await screen.findByText(/Plik „zdjecie.png” nie jest obrazem/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usuń zdjęcie: zdjecie.png' })).not.toBeInTheDocument();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await user.upload(input, new File([png], 'salon.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Usuń zdjęcie: salon.png' })).toBeInTheDocument();
    expect(screen.queryByText(/nie jest obrazem/)).not.toBeInTheDocument();
    await next();
    await screen.findByRole('heading', { name: 'Cennik', level: 2 });
    expect(store.getState().accommodations.form.values.apartmentsAttributes[0].newImages.map((f) => f.name)).toEqual(['salon.png']);
  });

  it('editing a listing, opens any visited step from the side menu', async () => {
    const user = userEvent.setup();
    renderEditWizard('type', 'active');
    const nav = await screen.findByRole('navigation', { name: 'Kroki kreatora' });
    await user.click(within(nav).getByRole('button', { name: 'Cennik' }));
    expect(await screen.findByRole('heading', { name: 'Cennik', level: 2 })).toBeInTheDocument();
  });

  it('editing a draft, only the steps up to the furthest one reached can be opened from the menu', async () => {
    localStorage.setItem('gospodarz:accommodation-wizard:l1', JSON.stringify({ step: 'location', furthest: 'location' }));
    renderEditWizard('location', 'draft');
    expect(await screen.findByRole('heading', { name: 'Lokalizacja', level: 2 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Kroki kreatora' });
    expect(within(nav).getByRole('button', { name: 'Nazwa obiektu' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Cennik' })).not.toBeInTheDocument();
  });

  it('refuses a postal code that does not fill the NN-NNN mask, and drops letters as they are typed', async () => {
    const user = userEvent.setup();
    renderWizard('location');
    const zip = await screen.findByLabelText(/Kod pocztowy/);
    await user.type(zip, '8a0-0');
    expect(zip).toHaveValue('80-0');
    await user.type(zip, '01999');
    expect(zip).toHaveValue('80-001');
    await user.clear(zip);
    await user.type(zip, '123');
    await next();
    expect(await screen.findByText('Podaj kod pocztowy w formacie NN-NNN')).toBeInTheDocument();
  });

  it('enables a price field only while its checkbox is ticked', async () => {
    const user = userEvent.setup();
    const store = renderWizard('amenities/1');
    const price = await screen.findByLabelText(/Cena śniadania \(zł za osobę\)/);
    expect(price).toBeDisabled();
    expect(screen.getByLabelText(/Cena parkingu prywatnego/)).toBeDisabled();
    await user.click(screen.getByLabelText('Śniadanie'));
    await waitFor(() => expect(price).toBeEnabled());
    expect(screen.getByLabelText(/Cena parkingu prywatnego/)).toBeDisabled();
    await user.type(price, '35.5');
    expect(screen.getByText('Kuchnia (9)')).toBeInTheDocument();
    expect(screen.getByText('Pokoje (13)')).toBeInTheDocument();
    expect(screen.getByText('Łazienka (5)')).toBeInTheDocument();
    expect(screen.getByText('Bezpieczeństwo (5)')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Lodówka'));
    await next();
    await screen.findByRole('heading', { name: 'Zdjęcia', level: 2 });
    expect(store.getState().accommodations.form.values.apartmentsAttributes[0]).toMatchObject({
      breakfast: true,
      breakfastPrice: 35.5,
      kitchenElemetns: ['fridge'],
    });
  });

  it("reads '38,5' in 'Powierzchnia (m²)' as 38.5 m², not 385 (the decimal comma)", async () => {
    const user = userEvent.setup();
    const store = renderWizard('description/1');
    const area = await screen.findByLabelText('Powierzchnia (m²)');
    await user.type(area, '38,5');
    expect(area).toHaveValue('38,5');
    await user.clear(screen.getByLabelText('Liczba gości'));
    await user.type(screen.getByLabelText('Liczba gości'), '4');
    await next();
    await screen.findByRole('heading', { name: 'Udogodnienia', level: 2 });
    expect(store.getState().accommodations.form.values.apartmentsAttributes[0]).toMatchObject({ area: 38.5, guestNumber: 4 });
  });

  it("starts with a row for 2 guests whose price is asked for, explains the tiers and the maximum, adds rows with 1 guest, 0 zł and 0 zł maximum", async () => {
    const user = userEvent.setup();
    const store = renderWizard('rates/1');
    const guestFields = await screen.findAllByLabelText('Liczba gości');
    expect(guestFields).toHaveLength(1);
    expect(guestFields[0]).toHaveValue('2');
    expect(screen.getByLabelText('Cena podstawowa')).toHaveValue('');
    expect(screen.getByText(/Progi cennika dziennego 1-2, 3-4 i 5\+ osób biorą stawki dla 2, 4 i 5 gości/)).toBeInTheDocument();
    expect(screen.getByText(/Cena maksymalna to górny limit ceny za dobę.*0 oznacza brak limitu/)).toBeInTheDocument();
    expect(screen.getByLabelText('Ceny standardowe')).toBeChecked();
    expect(screen.getByLabelText('Ceny inteligentne (wkrótce)')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Dodaj stawkę' }));
    expect(screen.getAllByLabelText('Liczba gości')[1]).toHaveValue('1');
    expect(screen.getAllByLabelText('Cena podstawowa')[1]).toHaveValue('0');
    expect(screen.getAllByLabelText('Cena maksymalna')[1]).toHaveValue('0');
    await user.clear(screen.getAllByLabelText('Liczba gości')[1]);
    await user.type(screen.getAllByLabelText('Liczba gości')[1], '0');
    await next();
    expect(await screen.findByText('Liczba gości musi wynosić co najmniej 1')).toBeInTheDocument();
    expect(screen.getByText('Podaj cenę za dobę')).toBeInTheDocument();
    await user.clear(screen.getAllByLabelText('Liczba gości')[1]);
    await user.type(screen.getAllByLabelText('Liczba gości')[1], '1');
    await user.type(screen.getAllByLabelText('Cena podstawowa')[0], '300');
    await next();
    await screen.findByRole('heading', { name: 'Zamki i synchronizacja', level: 2 });
    expect(store.getState().accommodations.form.values.apartmentsAttributes[0].pricesAttributes).toEqual([
      { guestCount: 2, basePrice: 300, minimalPrice: 1, maximumPrice: 2000, currency: 'PLN', smartPriceAdjustment: false },
      { guestCount: 1, basePrice: 0, minimalPrice: 1, maximumPrice: 0, currency: 'PLN', smartPriceAdjustment: false },
    ]);
  });

  it("copies another apartment's rates with 'Kopiuj cennik'", async () => {
    const user = userEvent.setup();
    const store = renderWizard('rates/2', (s) => {
      const form = withApartmentCount(defaultAccommodation(), 2);
      form.apartmentsAttributes[0].name = 'Apartament A';
      form.apartmentsAttributes[0].pricesAttributes = [
        { id: 'p1', guestCount: 2, basePrice: 300, minimalPrice: 1, maximumPrice: 2000, currency: 'PLN', smartPriceAdjustment: false },
        { id: 'p2', guestCount: 4, basePrice: 420, minimalPrice: 1, maximumPrice: 2000, currency: 'PLN', smartPriceAdjustment: false },
      ];
      s.dispatch(actions.startNew());
      s.dispatch(actions.updateForm(form));
    });
    await user.click(await screen.findByRole('button', { name: 'Kopiuj cennik' }));
    await user.selectOptions(await screen.findByLabelText('Kopiuj cennik z apartamentu'), 'Apartament A');
    await user.click(screen.getByRole('button', { name: 'Kopiuj' }));
    await waitFor(() => expect(screen.getAllByLabelText('Liczba gości')).toHaveLength(2));
    expect(screen.getAllByLabelText('Cena podstawowa')[1]).toHaveValue('420');
    await next();
    await screen.findByRole('heading', { name: 'Zamki i synchronizacja – Apartament 2', level: 2 });
    const rows = store.getState().accommodations.form.values.apartmentsAttributes[1].pricesAttributes;
    expect(rows.map((r) => [r.id, r.guestCount, r.basePrice])).toEqual([
      [undefined, 2, 300],
      [undefined, 4, 420],
    ]);
  });
});
