import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@gospodarz/shared/router';
import { renderWithProviders } from '@gospodarz/shared/testing';
import ServicesApp from './ServicesApp';
import { TABS } from './tabs';

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/services/*" element={<ServicesApp user={null} basePath="/services" />} />
    </Routes>,
    { route: path },
  );
}

describe('ServicesApp', () => {
  it('shows the tab bar with every tab of the section and marks the current one', () => {
    renderAt(TABS[1].to);
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(TABS.map((t) => [t.label, t.to]));
    expect(screen.getByRole('link', { name: TABS[1].label })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the first tab at the section root', async () => {
    renderAt('/services');
    await waitFor(() => expect(screen.getByRole('link', { name: TABS[0].label })).toHaveAttribute('aria-current', 'page'));
  });

  it('tells the user when a path does not exist', () => {
    renderAt('/services/nie-ma-takiej-strony');
    expect(screen.getByText('Nie znaleziono strony')).toBeInTheDocument();
  });
});
