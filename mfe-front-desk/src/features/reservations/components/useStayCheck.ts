import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { actions, selectReservations } from '../slice';
import { agesOf, amountText, nightsOf, type ReservationFormValues } from '../form';
import type { StayCheck } from './ReservationFormFields';
import { todayInPoland } from '@gospodarz/shared';

/**
 * Asks the server for the quote of the stay in the form as soon as the apartment and the dates are chosen (and again
 * when they or the party change): the engine's price with its breakdown, or that the nights are taken. A new quote
 * fills the price per night, except on the edit page before the stay is changed (the stored price stays).
 */
export function useStayCheck({ isNew, exceptReservationId, bookedOn }: { isNew: boolean; exceptReservationId?: string; bookedOn?: string }): StayCheck {
  const dispatch = useDispatch();
  const form = useForm<ReservationFormValues>();
  const { values } = useFormState<ReservationFormValues>({ subscription: { values: true } });
  const quote = useSelector(selectReservations).quote;
  const asked = useRef<string | null>(null);
  const initialKey = useRef<string | null | undefined>(undefined);

  const { apartmentId, from, to } = values;
  const adults = Math.max(1, Number(values.adults) || 0);
  const children = Number(values.children) || 0;
  const ages = agesOf(values.childrenAges) ?? undefined;
  const agesFit = !ages || ages.split('|').length === children;
  const key = apartmentId && nightsOf(from, to) > 0 ? [apartmentId, from, to, adults, children, agesFit ? (ages ?? '') : ''].join('|') : null;
  if (initialKey.current === undefined) initialKey.current = key;

  useEffect(() => {
    if (key === asked.current) return;
    asked.current = key;
    dispatch(
      actions.requestQuote(
        key
          ? { apartmentId, from, to, adults, children, ...(agesFit && ages ? { childrenAges: ages } : {}), ...(exceptReservationId ? { exceptReservationId } : {}), ...(bookedOn ? { bookedOn } : {}) }
          : null,
      ),
    );
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const v = quote.value;
  const matches = !!v && !!key && v.apartmentId === apartmentId && v.from === from && v.to === to && v.guests === adults + children;

  useEffect(() => {
    if (!matches || !v) return;
    if (!isNew && key === initialKey.current) return;
    form.batch(() => {
      form.change('pricePerNight', amountText(v.pricePerNight));
      form.change('currency', v.currency);
    });
  }, [v]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => () => void dispatch(actions.requestQuote(null)), [dispatch]);

  return {
    quote: matches ? v : null,
    loading: !!key && quote.loading,
    error: key && !quote.loading ? quote.error : null,
    taken: key && !quote.loading ? quote.taken : null,
    refused: key && !quote.loading ? (quote.refused ?? null) : null,
    isNew,
    today: todayInPoland(),
  };
}
