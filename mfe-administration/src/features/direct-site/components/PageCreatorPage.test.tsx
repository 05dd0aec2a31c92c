import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { directSiteApi, type SiteAttributes } from '../api';
import { PageCreatorPage } from './PageCreatorPage';
import { BookingWidgetCard } from './BookingWidgetCard';

jest.mock('../api', () => ({ directSiteApi: { load: jest.fn(), save: jest.fn(), publish: jest.fn(), withdraw: jest.fn(), preview: jest.fn() } }));
jest.setTimeout(30_000);

const SITE: SiteAttributes = {
  slug: '',
  title: '',
  introduction: '',
  titleEn: '',
  introductionEn: '',
  phone: '',
  email: '',
  color: '#1f6f5c',
  languages: ['pl'],
  published: false,
  publishedAt: null,
  path: null,
  apartments: [
    { apartmentId: 'a1', name: 'Apartament Morski', accommodationName: 'Nad morzem', onSite: false, prepaymentPercent: 30, instant: true },
    { apartmentId: 'a2', name: 'Kraków Stare Miasto', accommodationName: 'Kraków', onSite: false, prepaymentPercent: 30, instant: true },
  ],
};
const ok = (attributes: SiteAttributes) => ({ ok: true, status: 200, data: { id: 's1', type: 'direct_site', attributes } });
const api = directSiteApi as jest.Mocked<typeof directSiteApi>;

beforeEach(() => {
  jest.resetAllMocks();
  api.load.mockResolvedValue(ok(SITE) as never);
});

describe('Kreator strony', () => {
  it('sends the address, texts and chosen apartments with their prepayment and confirmation, and shows a refused address', async () => {
    api.save.mockResolvedValueOnce({ ok: false, status: 422, body: { message: 'Popraw zaznaczone pola.', errors: { slug: ['Ten adres jest już zajęty. Wybierz inny.'] } } } as never);
    renderWithProviders(<PageCreatorPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Adres strony/), 'nad-morzem');
    await user.type(screen.getByLabelText(/^Tytuł/), 'Apartamenty nad morzem');
    await user.click(screen.getByRole('checkbox', { name: /Kraków Stare Miasto/ }));
    const percent = screen.getByLabelText('Przedpłata (%) – Kraków Stare Miasto');
    await user.clear(percent);
    await user.type(percent, '50');
    await user.click(screen.getByRole('checkbox', { name: 'Rezerwacje czekają na moje potwierdzenie' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(api.save).toHaveBeenCalledWith(
      expect.objectContaining({ slug: 'nad-morzem', title: 'Apartamenty nad morzem', apartments: [{ apartmentId: 'a2', prepaymentPercent: 50, instant: false }] }),
    );
    expect(await screen.findByText('Ten adres jest już zajęty. Wybierz inny.')).toBeInTheDocument();
  });

  it('publishes the saved site and then offers to withdraw it, with its address', async () => {
    const saved = { ...SITE, slug: 'nad-morzem', title: 'Nad morzem', path: '/s/nad-morzem', apartments: SITE.apartments.map((a) => ({ ...a, onSite: true })) };
    api.load.mockResolvedValue(ok(saved) as never);
    api.save.mockResolvedValue(ok(saved) as never);
    api.publish.mockResolvedValue(ok({ ...saved, published: true }) as never);
    renderWithProviders(<PageCreatorPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Opublikuj' }));
    expect(await screen.findByRole('button', { name: 'Wycofaj' })).toBeInTheDocument();
    expect(screen.getByText('Opublikowana')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\/s\/nad-morzem$/ })).toHaveAttribute('href', '/s/nad-morzem');
  });

  it('shows the preview the server draws', async () => {
    api.save.mockResolvedValue(ok({ ...SITE, slug: 'x-y-z', title: 'T' }) as never);
    api.preview.mockResolvedValue({ ok: true, status: 200, data: '<h1>Podgląd strony</h1>' } as never);
    renderWithProviders(<PageCreatorPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Podgląd' }));
    await waitFor(() => expect(screen.getByTitle('Podgląd strony')).toHaveAttribute('srcdoc', '<h1>Podgląd strony</h1>'));
  });
});

describe('Silnik rezerwacji', () => {
  it('gives the published site’s script tag to copy', async () => {
    api.load.mockResolvedValue(ok({ ...SITE, published: true }) as never);
    renderWithProviders(<BookingWidgetCard />);
    expect(await screen.findByLabelText('Kod do osadzenia')).toHaveTextContent(`<script src="${window.location.origin}/s/widget/s1.js" async></script>`);
    expect(screen.getByRole('button', { name: 'Kopiuj' })).toBeInTheDocument();
  });

  it('asks to publish the site first', async () => {
    renderWithProviders(<BookingWidgetCard />);
    expect(await screen.findByText(/Opublikuj stronę w „Kreatorze strony”/)).toBeInTheDocument();
  });
});
