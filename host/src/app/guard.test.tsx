import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@gospodarz/shared/router';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { SignedOutGuard } from './App';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAt(route: string) {
  renderWithProviders(
    <>
      <SignedOutGuard />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
}

describe('the signed-out route guard', () => {
  it("sends a section's page to the sign-in page with the way back", () => {
    renderAt('/front-desk/reservations?page=2');
    expect(screen.getByTestId('where')).toHaveTextContent(`/login?returnTo=${encodeURIComponent('/front-desk/reservations?page=2')}`);
  });

  it('leaves the sign-in, password and sign-up pages as they are', () => {
    renderAt('/forgot-password');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/forgot-password$/);
  });
});
