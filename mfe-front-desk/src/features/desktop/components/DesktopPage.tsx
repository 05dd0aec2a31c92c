import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, ErrorPanel, Heading, LoadingScreen, hasPermission } from '@gospodarz/shared';
import { firstRunSteps } from '../guide';
import { desktopCounts, desktopSummary, selectDesktopCounts, selectDesktopSummary, selectSectionUser } from '../slice';
import { FirstRunGuide } from './FirstRunGuide';
import { DesktopSummary } from './DesktopSummary';

/**
 * /front-desk/desktop: for an account without a listing or a reservation, the first-run guide; otherwise today's
 * strip, the three cards and the last 30 days (what the user may see of them).
 */
export function DesktopPage() {
  const dispatch = useDispatch();
  const user = useSelector(selectSectionUser);
  const { data, loading, error } = useSelector(selectDesktopCounts);
  const countReservations = hasPermission(user, 'reservations');

  // counted again on each visit: a listing or a reservation is added on another screen
  useEffect(() => {
    if (user) dispatch(desktopCounts.actions.load({ reservations: countReservations }));
  }, [dispatch, user, countReservations]);

  const summary = useSelector(selectDesktopSummary);
  const steps = firstRunSteps(user, data);
  const inUse = Boolean(user && data && !steps);
  useEffect(() => {
    if (inUse) dispatch(desktopSummary.actions.load());
  }, [dispatch, inUse]);

  return (
    <Box>
      <Heading as="h1" size="lg" mb={3}>
        Pulpit
      </Heading>
      {error ? (
        <ErrorPanel message={error} onRetry={() => dispatch(desktopCounts.actions.load({ reservations: countReservations }))} />
      ) : loading || (user && !data) ? (
        <LoadingScreen label="Wczytywanie pulpitu…" />
      ) : steps ? (
        <FirstRunGuide steps={steps} />
      ) : summary.error ? (
        <ErrorPanel message={summary.error} onRetry={() => dispatch(desktopSummary.actions.load())} />
      ) : summary.data ? (
        <DesktopSummary summary={summary.data.attributes} />
      ) : (
        <LoadingScreen label="Wczytywanie pulpitu…" />
      )}
    </Box>
  );
}
