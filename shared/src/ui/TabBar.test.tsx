import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@gospodarz/shared/router';
import { renderWithProviders } from '../testing/render';
import { TabBar, scrollLeftShowing } from './TabBar';

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

  it('scrolls the row so that the current tab is seen whole on a narrow screen', () => {
    // jsdom lays nothing out: each tab 120 px wide side by side, the row 200 px wide
    const spies = [
      jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
        return tabs.findIndex((t) => t.label === this.textContent) * 120;
      }),
      jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(120),
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200),
    ];
    try {
      renderWithProviders(<TabBar tabs={tabs} />, { route: '/front-desk/clients' });
      // 'Klienci' spans 240–360 px: the row scrolls by 160 px to show its right edge
      expect(screen.getByRole('navigation', { name: 'Zakładki sekcji' }).scrollLeft).toBe(160);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('scrollLeftShowing', () => {
  const row = (scrollLeft: number) => ({ scrollLeft, clientWidth: 200 });
  it('leaves a row alone when the tab is already seen whole', () => {
    expect(scrollLeftShowing(row(0), { offsetLeft: 40, offsetWidth: 120 })).toBe(0);
  });
  it('scrolls left to a tab before the view, and right to a tab past it', () => {
    expect(scrollLeftShowing(row(300), { offsetLeft: 120, offsetWidth: 120 })).toBe(120);
    expect(scrollLeftShowing(row(0), { offsetLeft: 240, offsetWidth: 120 })).toBe(160);
  });
});
