import { Provider } from 'react-redux';
import { SectionLayout, Text, useSectionStore, type SectionProps } from '@gospodarz/shared';
import { RELEASE } from './release';
import { createSectionStore } from './store';
import { SectionRoutes } from './routes';
import { SECTION_NEED, TABS } from './tabs';

/** The section the host mounts under /reports/* (exposed as ./ReportsApp). */
export default function ReportsApp(props: SectionProps) {
  const store = useSectionStore(createSectionStore, props.user);
  return (
    <Provider store={store}>
      <SectionLayout tabs={TABS} user={props.user} need={SECTION_NEED}>
        <SectionRoutes />
        {/* which build of the section runs: each remote is deployed on its own */}
        <Text textStyle="xs" color="fg.muted" mt="6">
          Wersja sekcji: {RELEASE}
        </Text>
      </SectionLayout>
    </Provider>
  );
}
