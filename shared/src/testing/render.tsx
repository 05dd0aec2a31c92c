// Test helpers (imported as '@gospodarz/shared/testing'; never from the main entry, so no bundle carries them).
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProvider } from '../ui/AppProvider';
import { installDomPolyfills } from './jsdom';

installDomPolyfills();

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** the URL the MemoryRouter starts at; defaults to '/' */
  route?: string;
  /** a route pattern (e.g. '/reservations/:id'); when given, `ui` is rendered as that route's element */
  path?: string;
}

/** Renders `ui` inside AppProvider (Chakra system and toaster) and a MemoryRouter. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, ...options }: RenderWithProvidersOptions = {},
): RenderResult {
  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <AppProvider>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={children} />
            </Routes>
          ) : (
            children
          )}
        </MemoryRouter>
      </AppProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
