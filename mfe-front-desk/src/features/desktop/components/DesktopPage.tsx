import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, ErrorPanel, Heading, LoadingScreen, Text, hasPermission } from '@gospodarz/shared';
import { firstRunSteps } from '../guide';
import { desktopCounts, selectDesktopCounts, selectSectionUser } from '../slice';
import { FirstRunGuide } from './FirstRunGuide';

/**
 * /front-desk/desktop. The desktop's own figures come later; until then it shows, for an account without a listing
 * or a reservation, the first-run guide, and otherwise that the screen is being prepared.
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

  const steps = firstRunSteps(user, data);
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
      ) : (
        <Text color="fg.muted">Ten ekran jest w przygotowaniu.</Text>
      )}
    </Box>
  );
}
