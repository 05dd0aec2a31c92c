import type { Notice } from './service';

/** 'dd.MM.yyyy' of a 'yyyy-MM-dd' day, as the bell and the e-mails write dates. */
function day(value: string): string {
  const [y, m, d] = value.split('-');
  return `${d}.${m}.${y}`;
}

/**
 * The notices modules send, written once so that the bell speaks one way. Each returns what `notify` takes.
 */
export function reservationCreatedNotice(r: { id: string; apartmentId: string; apartmentName: string; fullName: string; from: string; to: string }, synced = false): Notice {
  return {
    kind: synced ? 'reservation_synced' : 'reservation_created',
    title: synced ? 'Rezerwacja z kalendarza' : 'Nowa rezerwacja',
    body: `${r.fullName}, ${r.apartmentName}: ${day(r.from)} – ${day(r.to)}`,
    link: `/front-desk/reservations/${r.id}`,
    apartmentId: r.apartmentId,
  };
}
