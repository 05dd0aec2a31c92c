import { Button, Dialog, Stack, Text, formatDate, formatNights, type CalendarApartment } from '@gospodarz/shared';
import { daysBetween } from '../../price-list';
import { DialogFrame } from './DialogFrame';

export interface PickedRange {
  apartment: CalendarApartment;
  from: string;
  to: string;
}

/** 'Nowe zdarzenie': the days picked in the grid, to book ('Zarezerwuj') or to block ('Zablokuj'). */
export function NewEventDialog({ picked, onClose, onBook, onBlock }: { picked: PickedRange | null; onClose: () => void; onBook: () => void; onBlock: () => void }) {
  return (
    <DialogFrame open={!!picked} onClose={onClose} size="sm">
      {picked ? (
        <>
          <Dialog.Header>
            <Dialog.Title>Nowe zdarzenie</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="1">
              <Text fontWeight="semibold">{picked.apartment.name}</Text>
              <Text color="fg.muted" fontSize="sm">
                {picked.apartment.accommodationName}
              </Text>
              <Text>
                {formatDate(picked.from)} – {formatDate(picked.to)} ({formatNights(daysBetween(picked.from, picked.to))})
              </Text>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              Anuluj
            </Button>
            <Button variant="outline" onClick={onBlock}>
              Zablokuj
            </Button>
            <Button colorPalette="teal" onClick={onBook} autoFocus>
              Zarezerwuj
            </Button>
          </Dialog.Footer>
        </>
      ) : null}
    </DialogFrame>
  );
}
