// Test helpers (imported as '@gospodarz/shared/testing'; never from the main entry, so no bundle carries them).
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@gospodarz/shared/router';
import { Avatar } from '../ui/parts/avatar';
import { Checkbox } from '../ui/parts/checkbox';
import { Dialog } from '../ui/parts/dialog';
import { Drawer } from '../ui/parts/drawer';
import { Menu } from '../ui/parts/menu';
import { Popover } from '../ui/parts/popover';
import { RadioGroup } from '../ui/parts/radio-group';
import { Steps } from '../ui/parts/steps';
import { Switch } from '../ui/parts/switch';
import { Tabs } from '../ui/parts/tabs';
import { Toast, Toaster } from '../ui/parts/toast';
import { Tooltip } from '../ui/parts/tooltip';
import * as sectionKit from '../ui/parts/lists';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { AppProvider } from '../ui/AppProvider';
import { provideLazyUi } from '../ui/lazy';
import { installDomPolyfills } from './jsdom';

installDomPolyfills();
// Tests have no chunks to wait for: the kit's lazily loaded parts render at once, as they do in a browser once
// fetched.
provideLazyUi({
  Avatar,
  Checkbox,
  Dialog,
  Drawer,
  Menu,
  Popover,
  RadioGroup,
  Steps,
  Switch,
  Tabs,
  Toast,
  Toaster: { Toaster },
  Tooltip,
  ConfirmDialog: { ConfirmDialog },
  SectionKit: sectionKit,
  Table: sectionKit.Table,
  NativeSelect: sectionKit.NativeSelect,
  Tag: sectionKit.Tag,
  Fieldset: sectionKit.Fieldset,
});

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** the URL the MemoryRouter starts at; defaults to '/' */
  route?: string;
  /** a route pattern (e.g. '/reservations/:id'); when given, `ui` is rendered as that route's element */
  path?: string;
}

/**
 * Renders `ui` inside AppProvider (Chakra system and toaster) and the MemoryRouter of '@gospodarz/shared/router' (the
 * apps' router, with React Router 7's future flags, as in the browser).
 */
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
