// Test helpers of this app, for tests only (the lint keeps them out of the app's code). Like the tests, this folder
// stands outside the layers and may import the app: a screen is rendered with the section's store as the app wires it.
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from '@gospodarz/shared/router';
import type { Store } from 'redux';
import { screen, type RenderResult } from '@testing-library/react';
import type { ApiFailure, ApiSuccess } from '@gospodarz/shared';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../app/store';

export { testUser } from './testUser';

/** Shows where the router went, so that a test can read the path and query a screen navigated to. */
export function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `element` at `route` (matched by `path`) with this app's store, beside a catch-all that shows the URL. */
export function renderScreen(
  element: ReactElement,
  { route, path }: { route: string; path: string },
  extra: ReactElement[] = [],
): RenderResult & { store: Store } {
  const store = createSectionStore();
  const result = renderWithProviders(
    <Provider store={store}>
      <Routes>
        <Route path={path} element={element} />
        {extra}
        <Route path="*" element={<Where />} />
      </Routes>
    </Provider>,
    { route },
  );
  return { ...result, store };
}

export function ok<T>(data: T, headers: Record<string, string> = {}, status = 200): ApiSuccess<T> {
  return { ok: true, status, data, headers };
}

export function failure(status: number, message: string, errors?: Record<string, string[]>): ApiFailure {
  return { ok: false, status, body: { message, ...(errors ? { errors } : {}) } };
}

/** The toast showing `description` (its root element), for checking its title. */
export async function findToast(description: string): Promise<HTMLElement> {
  const text = await screen.findByText(description);
  const root = text.closest('[data-scope="toast"][data-part="root"]');
  if (!root) throw new Error(`"${description}" is not in a toast`);
  return root as HTMLElement;
}
