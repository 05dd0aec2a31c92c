import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import type { Permission, UserDto } from '../dto';
import { SectionLayout, type SectionTab } from '../section/SectionLayout';
import { AccessDenied, RequireAccess } from './AccessDenied';
import { allowed, can } from './can';

function user(owner: boolean, permissions: Permission[] = []): UserDto {
  return {
    id: 'u1',
    type: 'user',
    attributes: { email: 'ewa@example.pl', firstName: 'Ewa', lastName: '', phoneNumber: '', role: 'householder', owner, permissions, accountId: 'a1' },
  } as UserDto;
}

const owner = user(true);
const reception = user(false, ['reservations', 'clients']);

const TABS: SectionTab[] = [
  { label: 'Pulpit', to: '/front-desk/desktop' },
  { label: 'Rezerwacje', to: '/front-desk/reservations', need: 'reservations' },
  { label: 'Wiadomości', to: '/front-desk/messages', need: 'conversations' },
  { label: 'Faktury', to: '/front-desk/invoices', need: 'invoices' },
];

describe('can', () => {
  it('lets the owner do anything, a co-host what they hold, and nobody signed out', () => {
    expect(can(owner, 'owner')).toBe(true);
    expect(can(owner, 'invoices')).toBe(true);
    expect(can(reception, 'reservations')).toBe(true);
    expect(can(reception, 'invoices')).toBe(false);
    expect(can(reception, 'owner')).toBe(false);
    expect(can(reception, ['invoices', 'clients'])).toBe(true);
    expect(can(reception, ['invoices', 'reports'])).toBe(false);
    expect(can(reception)).toBe(true);
    expect(can(null, 'reservations')).toBe(false);
    expect(can(null)).toBe(false);
  });

  it('keeps the items the user may use, in their order', () => {
    expect(allowed(reception, TABS).map((t) => t.label)).toEqual(['Pulpit', 'Rezerwacje']);
    expect(allowed(owner, TABS)).toEqual(TABS);
  });
});

describe("the 'Brak dostępu' panel", () => {
  it('says in Polish that the screen is not available and links home', () => {
    renderWithProviders(<AccessDenied />);
    expect(screen.getByRole('heading', { name: 'Brak dostępu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do strony głównej' })).toHaveAttribute('href', '/');
  });

  it('stands in for what RequireAccess guards when the user may not use it', () => {
    const { rerender } = renderWithProviders(
      <RequireAccess user={reception} need="invoices">
        <p>Faktury</p>
      </RequireAccess>,
    );
    expect(screen.getByRole('heading', { name: 'Brak dostępu' })).toBeInTheDocument();
    expect(screen.queryByText('Faktury')).not.toBeInTheDocument();
    rerender(
      <RequireAccess user={reception} need="reservations">
        <p>Rezerwacje</p>
      </RequireAccess>,
    );
    expect(screen.getByText('Rezerwacje')).toBeInTheDocument();
  });
});

describe("a section's layout", () => {
  const tabLabels = () => screen.getAllByRole('link').filter((a) => a.closest('nav')).map((a) => a.textContent);

  it('shows a co-host only the tabs they may use', () => {
    renderWithProviders(
      <SectionLayout tabs={TABS} user={reception}>
        <p>Lista rezerwacji</p>
      </SectionLayout>,
      { route: '/front-desk/reservations' },
    );
    expect(tabLabels()).toEqual(['Pulpit', 'Rezerwacje']);
    expect(screen.getByText('Lista rezerwacji')).toBeInTheDocument();
  });

  it("answers a typed address of a hidden tab, or a screen below it, with 'Brak dostępu' instead of the screen", () => {
    renderWithProviders(
      <SectionLayout tabs={TABS} user={reception}>
        <p>Nowa faktura</p>
      </SectionLayout>,
      { route: '/front-desk/invoices/new?reservationId=r1' },
    );
    expect(screen.getByRole('heading', { name: 'Brak dostępu' })).toBeInTheDocument();
    expect(screen.queryByText('Nowa faktura')).not.toBeInTheDocument();
    expect(tabLabels()).toEqual(['Pulpit', 'Rezerwacje']);
  });

  it("refuses a whole section the user may not use, with no tabs, and lets the owner in", () => {
    const { unmount } = renderWithProviders(
      <SectionLayout tabs={TABS} user={reception} need="owner">
        <p>Obiekty</p>
      </SectionLayout>,
      { route: '/front-desk/desktop' },
    );
    expect(screen.getByRole('heading', { name: 'Brak dostępu' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')?.querySelectorAll('a') ?? []).toHaveLength(0);
    unmount();
    renderWithProviders(
      <SectionLayout tabs={TABS} user={owner} need="owner">
        <p>Obiekty</p>
      </SectionLayout>,
      { route: '/front-desk/invoices' },
    );
    expect(screen.getByText('Obiekty')).toBeInTheDocument();
    expect(tabLabels()).toEqual(['Pulpit', 'Rezerwacje', 'Wiadomości', 'Faktury']);
  });
});
