import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from '@gospodarz/shared/router';
import { Box, Grid, PageHeader } from '@gospodarz/shared';
import { actions, selectMessages } from '../slice';
import { ConversationList } from './ConversationList';
import { ConversationPane } from './ConversationPane';
import { ReservationPanel } from './ReservationPanel';

/**
 * /front-desk/messages: conversations on the left, the open one in the middle, its reservation on the right.
 * `?reservation={id}` (or `?reservationId=`, as the reservations list's 'Wyślij wiadomość' sends) opens that
 * reservation's conversation. On a phone the list and the conversation take turns.
 */
export function MessagesPage() {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const { list, active } = useSelector(selectMessages);
  const opened = params.get('reservation') ?? params.get('reservationId');

  useEffect(() => {
    dispatch(actions.loadList(''));
    dispatch(actions.poll(true));
    return () => {
      dispatch(actions.poll(false));
      dispatch(actions.close());
    };
  }, [dispatch]);

  useEffect(() => {
    if (opened) dispatch(actions.open(opened));
    else dispatch(actions.close());
  }, [dispatch, opened]);

  const open = (id: string) => setParams({ reservation: id });

  return (
    <Box>
      <PageHeader title="Wiadomości" />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '320px minmax(0, 1fr) 280px' }} gap="5" alignItems="start">
        <Box display={{ base: opened ? 'none' : 'block', lg: 'block' }} minW="0">
          <ConversationList
            conversations={list.items}
            activeId={active.id}
            loading={list.loading}
            error={list.error}
            search={list.search}
            onSearch={(search) => dispatch(actions.loadList(search))}
            onOpen={open}
          />
        </Box>
        <Box display={{ base: opened ? 'block' : 'none', lg: 'block' }} minW="0">
          <ConversationPane
            conversation={active.conversation}
            messages={active.messages}
            loading={active.loading}
            error={active.error}
            onBack={() => setParams({})}
            onRetry={() => opened && dispatch(actions.open(opened))}
          />
        </Box>
        <Box display={{ base: opened ? 'block' : 'none', lg: 'block' }}>{active.conversation ? <ReservationPanel conversation={active.conversation} /> : null}</Box>
      </Grid>
    </Box>
  );
}
