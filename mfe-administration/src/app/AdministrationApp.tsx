import { Provider } from 'react-redux';
import { SectionLayout, useSectionStore, type SectionProps } from '@gospodarz/shared';
import { createSectionStore } from './store';
import { SectionRoutes, preloadScreen } from './routes';
import { SECTION_NEED, TABS } from './tabs';

// as soon as this module is here (the host fetches it with its own code when a session is kept): the page's screen
if (typeof window !== 'undefined') preloadScreen(window.location.pathname);

/** The section the host mounts under /administration/* (exposed as ./AdministrationApp). */
export default function AdministrationApp(props: SectionProps) {
  const store = useSectionStore(createSectionStore, props.user);
  return (
    <Provider store={store}>
      <SectionLayout tabs={TABS} user={props.user} need={SECTION_NEED}>
        <SectionRoutes />
      </SectionLayout>
    </Provider>
  );
}
