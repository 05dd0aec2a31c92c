import { Provider } from 'react-redux';
import { SectionLayout, useSectionStore, type SectionProps } from '@gospodarz/shared';
import { RELEASE } from './release';
import { createSectionStore } from './store';
import { SectionRoutes } from './routes';
import { SECTION_NEED, TABS } from './tabs';

/** The section the host mounts under /reports/* (exposed as ./ReportsApp). */
export default function ReportsApp(props: SectionProps) {
  const store = useSectionStore(createSectionStore, props.user);
  return (
    <Provider store={store}>
      {/* which build of the section runs (each remote is deployed on its own): for the error panel and the developers' tools */}
      <SectionLayout tabs={TABS} user={props.user} need={SECTION_NEED} release={RELEASE}>
        <SectionRoutes />
      </SectionLayout>
    </Provider>
  );
}
