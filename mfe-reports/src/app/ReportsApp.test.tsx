import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@gospodarz/shared/router';
import { renderWithProviders } from '@gospodarz/shared/testing';
import ReportsApp from './ReportsApp';
import { TABS } from './tabs';

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/reports/*" element={<ReportsApp user={null} basePath="/reports" />} />
    </Routes>,
    { route: path },
  );
}

describe('ReportsApp', () => {
  it('shows the tab bar with every tab of the section and marks the current one', () => {
    renderAt(TABS[1].to);
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(TABS.map((t) => [t.label, t.to]));
    expect(screen.getByRole('link', { name: TABS[1].label })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the first tab at the section root', () => {
    renderAt('/reports');
    expect(screen.getByRole('link', { name: TABS[0].label })).toHaveAttribute('aria-current', 'page');
  });

  it('tells the user when a path does not exist', () => {
    renderAt('/reports/nie-ma-takiej-strony');
    expect(screen.getByText('Nie znaleziono strony')).toBeInTheDocument();
  });

  it('does not show users which build of the section runs (the developers’ tools and the error panel do)', () => {
    const { container } = renderAt(TABS[0].to);
    expect(screen.queryByText(/Wersja sekcji/)).not.toBeInTheDocument();
    expect(container.querySelector('[data-section-release]')).not.toBeNull();
  });
});
