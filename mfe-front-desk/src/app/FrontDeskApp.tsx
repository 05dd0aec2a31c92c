import { useState } from 'react';
import { Provider } from 'react-redux';
import { SectionLayout, useSectionUser, type SectionProps } from '@gospodarz/shared';
import { createSectionStore } from './store';
import { SectionRoutes } from './routes';
import { TABS } from './tabs';
import { withNeeds } from './access';

const GUARDED_TABS = withNeeds(TABS);

/** The section the host mounts under /front-desk/* (exposed as ./FrontDeskApp). */
export default function FrontDeskApp(props: SectionProps) {
  const [store] = useState(createSectionStore);
  useSectionUser(store, props.user);
  return (
    <Provider store={store}>
      <SectionLayout tabs={GUARDED_TABS} user={props.user}>
        <SectionRoutes />
      </SectionLayout>
    </Provider>
  );
}
