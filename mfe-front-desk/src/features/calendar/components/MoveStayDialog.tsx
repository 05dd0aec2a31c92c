import { useLayoutEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, ConfirmDialog, Spinner, Stack, Text, eventBus, formatDate, formatMoney, formatNights, type CalendarApartment, type CalendarStay, type PriceChoice } from '@gospodarz/shared';
import { InvoicedNotice, PriceChoiceRadios } from '../../reservations';
import { daysBetween, shiftDay } from '../../price-list';
import { actions, moveQuote, selectMoveQuote } from '../slice';

/** A stay dropped on another apartment or day (or moved from its dialog): where and from when. */
export interface StayMoveDraft {
  stay: CalendarStay;
  apartmentId: string;
  from: string;
}

/**
 * The move's confirmation: where from and where to, the guest's price kept and the new one side by side (asked of
 * the server for the proposed apartment and dates), the host's choice between them (the guest's by default: nothing
 * is repriced silently), and a word when the stay has an issued invoice, which the move calls to correct.
 */
export function MoveStayDialog({ move, apartments, onClose, onMoved }: { move: StayMoveDraft | null; apartments: CalendarApartment[]; onClose: () => void; onMoved: () => void }) {
  const dispatch = useDispatch();
  const quote = useSelector(selectMoveQuote);
  const [choice, setChoice] = useState<PriceChoice>('keep');
  const nights = move ? daysBetween(move.stay.from, move.stay.to) : 0;
  const to = move ? shiftDay(move.from, nights) : '';
  useLayoutEffect(() => {
    setChoice('keep');
    if (move) dispatch(moveQuote.actions.load({ id: move.stay.id, apartmentId: move.apartmentId, from: move.from, to }));
  }, [move]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!move) return <ConfirmDialog open={false} title="" onConfirm={() => undefined} onCancel={onClose} />;

  const { stay } = move;
  const name = (id: string) => apartments.find((a) => a.id === id)?.name ?? '';
  const q = quote.data?.id === stay.id && !quote.loading ? quote.data.attributes : null;
  const confirm = () => {
    const priceChoice = q?.repriced ? choice : 'keep';
    return new Promise<void>((resolve) =>
      dispatch(
        actions.moveStay(stay.id, { apartmentId: move.apartmentId, from: move.from, to, priceChoice }, (refusal) => {
          if (refusal) eventBus.emit('toast', { type: 'error', description: refusal });
          else onMoved();
          onClose();
          resolve();
        }),
      ),
    );
  };

  return (
    <ConfirmDialog
      open
      title="Przenieść rezerwację?"
      confirmLabel="Przenieś"
      busy={quote.loading}
      onConfirm={confirm}
      onCancel={onClose}
      message={
        <Box as="span" display="block" fontSize="sm" data-testid="move-summary">
          <Stack as="span" gap="2">
            <Text as="span" fontWeight="semibold">{stay.fullName}</Text>
            <Text as="span">Było: {name(stay.apartmentId)}, {formatDate(stay.from)} – {formatDate(stay.to)}</Text>
            <Text as="span">Będzie: {name(move.apartmentId)}, {formatDate(move.from)} – {formatDate(to)}</Text>
            {quote.loading ? (
              <Text as="span" color="fg.muted">
                <Spinner size="xs" me="2" />
                Liczę cenę po przeniesieniu…
              </Text>
            ) : q?.repriced ? (
              <PriceChoiceRadios
                kept={`${formatMoney(q.kept.grandTotal, q.currency)} (${formatNights(nights)} × ${formatMoney(q.kept.pricePerNight, q.currency)})`}
                repriced={
                  <>
                    <strong>{formatMoney(q.repriced.grandTotal, q.currency)}</strong> ({formatNights(nights)} × {formatMoney(q.repriced.pricePerNight, q.currency)})
                  </>
                }
                value={choice}
                onChange={setChoice}
              />
            ) : (
              <Text as="span">
                {q?.repricedMessage ?? quote.error ?? ''} Cena gościa zostanie zachowana: {formatMoney(q?.kept.grandTotal ?? stay.grandTotal ?? stay.totalPrice, stay.currency)}.
              </Text>
            )}
            {q?.invoices.length ? <InvoicedNotice invoices={q.invoices} /> : null}
          </Stack>
        </Box>
      }
    />
  );
}
