import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, PageHeader, Text, eventBus } from '@gospodarz/shared';
import { NewReservationDialog } from '../../reservations';

const NEW_RESERVATION = 'new-reservation';

/**
 * /front-desk/calendar. The 21-day grid belongs to the calendar's own issue; the new-reservation dialog already
 * opens from here, and from the link /front-desk/calendar?new-reservation.
 */
export function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const open = params.has(NEW_RESERVATION);

  const setOpen = (next: boolean) => {
    const copy = new URLSearchParams(params);
    if (next) copy.set(NEW_RESERVATION, '');
    else copy.delete(NEW_RESERVATION);
    setParams(copy, { replace: !next });
  };

  return (
    <Box>
      <PageHeader title="Kalendarz" actions={<Button onClick={() => setOpen(true)}>Nowa rezerwacja</Button>} />
      <Text color="fg.muted">Siatka kalendarza jest w przygotowaniu. Nową rezerwację dodasz przyciskiem powyżej.</Text>
      <NewReservationDialog
        open={open}
        onClose={() => setOpen(false)}
        onCreated={(reservation) => {
          eventBus.emit('toast', { type: 'success', description: `Dodano rezerwację: ${reservation.attributes.fullName}.` });
          navigate(`/front-desk/reservations/${reservation.id}`);
        }}
      />
    </Box>
  );
}
