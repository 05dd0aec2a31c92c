import { Provider } from 'react-redux';
import { SectionLayout, useSectionStore, type SectionProps } from '@gospodarz/shared';
import { createSectionStore } from './store';
import { SectionRoutes } from './routes';
import { SECTION_NEED, TABS } from './tabs';

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
