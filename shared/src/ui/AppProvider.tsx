import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { getSystem } from './system';
import { preloadUiOnFirstInteraction } from './lazy';
import { ToastHost } from './toast';

const InsideAppProvider = createContext(false);

export interface AppProviderProps {
  children?: ReactNode;
}

/**
 * Chakra with the Gospodarz system, plus the page's toaster. Wrap every app in it: the host wraps everything,
 * and a remote running standalone wraps itself. Nested inside another AppProvider it adds nothing, so the page
 * keeps one provider and one toaster.
 */
export function AppProvider({ children }: AppProviderProps) {
  const nested = useContext(InsideAppProvider);
  const [id] = useState(() => Symbol('AppProvider'));
  // The kit's heavy parts (menus, dialogs…) are fetched at the first interaction, so that they are here before
  // the user opens one, without weighing on the first page.
  useEffect(() => (nested ? undefined : preloadUiOnFirstInteraction()), [nested]);
  if (nested) return <>{children}</>;
  return (
    <InsideAppProvider.Provider value={true}>
      <ChakraProvider value={getSystem()}>
        {children}
        <ToastHost id={id} />
      </ChakraProvider>
    </InsideAppProvider.Provider>
  );
}
