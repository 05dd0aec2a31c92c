import { seedDemoAdmin } from '../../demo/demoAdmin';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';

jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const url = '/api/v1/householder/invoice_settings';

describe('invoice settings', () => {
  it('starts from defaults and saves the settings of the account only', async () => {
    const owner = await signedInOwner(api);
    const other = await signedInOwner(api);
    const initial = await api.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data.attributes).toMatchObject({ currency: 'PLN', vatRate: 8, paymentTermDays: 14, numberingPattern: 'FV/{NR}/{MM}/{RRRR}', updatedAt: null });

    const saved = await api.app.inject({
      method: 'PUT',
      url,
      headers: owner.auth,
      payload: {
        invoiceSettings: {
          currency: 'EUR',
          vatRate: '23',
          paymentTermDays: 7,
          placeOfIssue: 'Sopot',
          serviceName: 'Nocleg',
          sellerName: 'Apartamenty Sp. z o.o.',
          sellerStreet: 'Morska 1',
          sellerZipCode: '81701',
          sellerCity: 'Sopot',
          sellerNip: '526-000-12-46',
          numberingPattern: '{NR}/{RRRR}',
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const again = await api.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(again.json().data.attributes).toMatchObject({
      currency: 'EUR',
      vatRate: 23,
      paymentTermDays: 7,
      sellerZipCode: '81-701',
      sellerNip: '5260001246',
      numberingPattern: '{NR}/{RRRR}',
    });
    const untouched = await api.app.inject({ method: 'GET', url, headers: other.auth });
    expect(untouched.json().data.attributes.currency).toBe('PLN');
  });

  it('refuses a wrong NIP, a VAT rate outside the list and a pattern without {NR}', async () => {
    const owner = await signedInOwner(api);
    const res = await api.app.inject({
      method: 'PUT',
      url,
      headers: owner.auth,
      payload: { invoiceSettings: { sellerNip: '1234567890', vatRate: 22, paymentTermDays: 21, numberingPattern: 'FV/{MM}/{ROK}', currency: 'GBP' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      sellerNip: ['Nieprawidłowy NIP'],
      vatRate: ['Wybierz jedną z dostępnych wartości'],
      paymentTermDays: ['Wybierz jedną z dostępnych wartości'],
      numberingPattern: ['Wzorzec musi zawierać {NR}', 'Nieznany element wzorca: {ROK}'],
      currency: ['Wybierz jedną z dostępnych wartości'],
    });
  });

  it('keeps a Polish bank account compact, removes it when emptied, and refuses a wrong one', async () => {
    const owner = await signedInOwner(api);
    const initial = await api.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(initial.json().data.attributes.bankAccount).toBe('');
    const saved = await api.app.inject({ method: 'PUT', url, headers: owner.auth, payload: { invoiceSettings: { bankAccount: '61 1090 1014 0000 0712 1981 2874' } } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.attributes.bankAccount).toBe('PL61109010140000071219812874');
    const wrong = await api.app.inject({ method: 'PUT', url, headers: owner.auth, payload: { bankAccount: 'PL62 1090 1014 0000 0712 1981 2874' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ bankAccount: ['Nieprawidłowy numer rachunku (IBAN)'] });
    const kept = await api.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(kept.json().data.attributes.bankAccount).toBe('PL61109010140000071219812874');
    const emptied = await api.app.inject({ method: 'PUT', url, headers: owner.auth, payload: { bankAccount: '' } });
    expect(emptied.json().data.attributes.bankAccount).toBe('');
  });

  it('refuses control characters (U+0001-U+001F but tab, LF, CR; U+FFFE, U+FFFF) in every text field, naming it in Polish', async () => {
    const owner = await signedInOwner(api);
    const valid: Record<string, string> = {
      currency: 'PLN',
      placeOfIssue: 'Sopot',
      serviceName: 'Usługa noclegowa',
      sellerName: 'Apartamenty Sp. z o.o.',
      sellerStreet: 'Morska 1',
      sellerZipCode: '81-701',
      sellerCity: 'Sopot',
      sellerNip: '5260001246',
      numberingPattern: 'FV/{NR}/{RRRR}',
      bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
      vatExemption: 'art113',
    };
    const characters = ['\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\ufffe', '\uffff'];
    for (const [i, field] of Object.keys(valid).entries()) {
      const res = await api.app.inject({ method: 'PUT', url, headers: owner.auth, payload: { invoiceSettings: { ...valid, [field]: `${characters[i % characters.length]}${valid[field]}` } } });
      expect([field, res.statusCode]).toEqual([field, 422]);
      expect([field, res.json().errors[field]]).toEqual([field, expect.arrayContaining(['Usuń niewidoczne znaki sterujące (np. wklejone z innego programu)'])]);
    }
    // nothing was saved; the seller's name alone is refused just as well, flat or wrapped
    expect((await api.app.inject({ method: 'GET', url, headers: owner.auth })).json().data.attributes.updatedAt).toBeNull();
    const flat = await api.app.inject({ method: 'PUT', url, headers: owner.auth, payload: { sellerName: 'Apartamenty\u0001Bałtyckie' } });
    expect(flat.json()).toEqual({ message: 'Popraw zaznaczone pola.', errors: { sellerName: ['Usuń niewidoczne znaki sterujące (np. wklejone z innego programu)'] } });
    const saved = await api.app.inject({ method: 'PUT', url, headers: owner.auth, payload: { invoiceSettings: { ...valid, sellerStreet: 'Morska 1\t' } } });
    expect(saved.statusCode).toBe(200);
  });

  it('comes filled in for the demo account', async () => {
    const owner = await signedInOwner(api);
    await seedDemoAdmin(api.db, owner.accountId);
    const settings = await api.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(settings.json().data.attributes).toMatchObject({ sellerCity: 'Sopot', sellerNip: '5260001246' });
  });
});
