import { screen } from '@testing-library/react';
import { useLocation } from '@gospodarz/shared/router';
import { renderWithProviders } from '../testing/render';
import type { Permission, UserDto } from '../dto';
import { SectionLayout, type SectionTab } from './SectionLayout';

function user(owner: boolean, permissions: Permission[] = []): UserDto {
  return {
    id: 'u1',
    type: 'user',
    attributes: { email: 'ewa@example.pl', firstName: 'Ewa', lastName: '', phoneNumber: '', role: 'householder', owner, permissions, accountId: 'a1' },
  } as UserDto;
}

const PROVIDERS: Permission[] = ['service_providers', 'cooperations'];
const TABS: SectionTab[] = [
  { label: 'Harmonogram prac', to: '/services/task-schedule', need: PROVIDERS },
  { label: 'Pralnie', to: '/services/laundry-services', need: PROVIDERS },
  { label: 'Współgospodarze', to: '/services/co-hosts', need: 'householders' },
];
const SECTION_NEED: Permission[] = [...PROVIDERS, 'householders'];

function Where() {
  return <p>Jesteś na {useLocation().pathname}</p>;
}

function renderAt(route: string, who: UserDto) {
  return renderWithProviders(
    <SectionLayout tabs={TABS} user={who} need={SECTION_NEED}>
      <Where />
    </SectionLayout>,
    { route },
  );
}

describe("a section's home (its first tab, where the navigation links to)", () => {
  it('takes a user who may open the section but not its first tab to the first tab they may open', async () => {
    renderAt('/services/task-schedule', user(false, ['householders']));
    expect(await screen.findByText('Jesteś na /services/co-hosts')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Brak dostępu' })).not.toBeInTheDocument();
  });

  it("still answers another hidden tab, or a screen below the home, with 'Brak dostępu'", () => {
    const { unmount } = renderAt('/services/laundry-services', user(false, ['householders']));
    expect(screen.getByRole('heading', { name: 'Brak dostępu' })).toBeInTheDocument();
    unmount();
    renderAt('/services/task-schedule/2025-01', user(false, ['householders']));
    expect(screen.getByRole('heading', { name: 'Brak dostępu' })).toBeInTheDocument();
  });

  it('leaves those who may open the home on it, and refuses a section the user may not open at all', () => {
    const { unmount } = renderAt('/services/task-schedule', user(true));
    expect(screen.getByText('Jesteś na /services/task-schedule')).toBeInTheDocument();
    unmount();
    renderAt('/services/task-schedule', user(false, ['reservations']));
    expect(screen.getByRole('heading', { name: 'Brak dostępu' })).toBeInTheDocument();
    expect(screen.queryByText(/Jesteś na/)).not.toBeInTheDocument();
  });
});

describe("a section's release", () => {
  function Broken(): never {
    throw new Error('zepsute');
  }

  it('is not shown on the page, but kept for the developers’ tools and named in the panel of a screen that fails', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const page = renderWithProviders(
        <SectionLayout tabs={TABS} user={null} release="1.4.0">
          <Where />
        </SectionLayout>,
        { route: '/services/task-schedule' },
      );
      expect(await screen.findByText('Jesteś na /services/task-schedule')).toBeInTheDocument();
      expect(screen.queryByText(/Wersja sekcji/)).not.toBeInTheDocument();
      expect(page.container.querySelector('[data-section-release="1.4.0"]')).not.toBeNull();
      page.unmount();

      renderWithProviders(
        <SectionLayout tabs={TABS} user={null} release="1.4.0">
          <Broken />
        </SectionLayout>,
        { route: '/services/task-schedule' },
      );
      const panel = await screen.findByRole('alert');
      expect(panel).toHaveTextContent('W tej sekcji wystąpił nieoczekiwany błąd.');
      expect(panel).toHaveTextContent('Wersja sekcji: 1.4.0');
      // the tabs stay usable above the panel
      expect(screen.getByRole('link', { name: 'Pralnie' })).toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });
});
