import { useEffect, useMemo } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { SectionLayout, can, useSectionStore, type SectionProps, type UserDto } from '@gospodarz/shared';
import { messagesActions, selectUnread } from '../features/messages';
import { createSectionStore } from './store';
import { SectionRoutes, preloadScreen } from './routes';
import { TABS } from './tabs';
import { withNeeds } from './access';
import { sendFirstRequest } from './firstRequest';

const GUARDED_TABS = withNeeds(TABS);
const MESSAGES_TAB = '/front-desk/messages';

/** The section's frame: its tabs, the Wiadomości tab carrying the count of unread guest messages. */
function FrontDeskLayout({ user }: { user: UserDto | null }) {
  const dispatch = useDispatch();
  const unread = useSelector(selectUnread).messages;
  const mayRead = !user || can(user, 'conversations');
  useEffect(() => {
    if (mayRead) dispatch(messagesActions.watchUnread());
  }, [dispatch, mayRead]);
  const tabs = useMemo(() => GUARDED_TABS.map((tab) => (tab.to === MESSAGES_TAB && unread > 0 ? { ...tab, badge: unread } : tab)), [unread]);
  return (
    <SectionLayout tabs={tabs} user={user}>
      <SectionRoutes />
    </SectionLayout>
  );
}

// as soon as this module is here (the host fetches it with its own code when a session is kept): the page's data
// and its screen's chunk, in parallel
if (typeof window !== 'undefined') {
  sendFirstRequest(window.location);
  preloadScreen(window.location.pathname);
}

/** The section the host mounts under /front-desk/* (exposed as ./FrontDeskApp). */
export default function FrontDeskApp(props: SectionProps) {
  const store = useSectionStore(createSectionStore, props.user);
  return (
    <Provider store={store}>
      <FrontDeskLayout user={props.user} />
    </Provider>
  );
}
