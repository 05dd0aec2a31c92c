import { Provider } from 'react-redux';
import { useSectionStore, type SectionProps } from '@gospodarz/shared';
import { createSectionStore } from './store';
import { AccountRoutes, SignedOutRoutes } from './routes';

/**
 * Exposed as ./AuthApp. The host mounts it twice: at `/*` while signed out (login and password screens) and at
 * `/me/*` for the account screens; `basePath` tells which.
 */
export default function AuthApp(props: SectionProps) {
  const store = useSectionStore(createSectionStore, props.user);
  return <Provider store={store}>{props.basePath === '/me' ? <AccountRoutes /> : <SignedOutRoutes />}</Provider>;
}
