import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../testing/render';
import { TabBar } from './TabBar';

const tabs = [
  { label: 'Pulpit', to: '/front-desk', end: true },
  { label: 'Rezerwacje', to: '/front-desk/reservations' },
  { label: 'Klienci', to: '/front-desk/clients' },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('TabBar', () => {
  it('marks the tab of the current URL, also below it', () => {
    renderWithProviders(<TabBar tabs={tabs} />, { route: '/front-desk/reservations/12' });
    expect(screen.getByRole('navigation', { name: 'Zakładki sekcji' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rezerwacje' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Klienci' })).not.toHaveAttribute('aria-current');
    // `end`: the section's first tab is not active on its sub-pages
    expect(screen.getByRole('link', { name: 'Pulpit' })).not.toHaveAttribute('aria-current');
  });

  it('navigates on click and moves the mark', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <TabBar tabs={tabs} />
        <Where />
      </>,
      { route: '/front-desk' },
    );
    expect(screen.getByRole('link', { name: 'Pulpit' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Klienci' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/front-desk/clients');
    expect(screen.getByRole('link', { name: 'Klienci' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pulpit' })).not.toHaveAttribute('aria-current');
  });
});
