import type { MessageDto } from '@gospodarz/shared';

/** One label per reservation status, as the front desk shows them everywhere. */
export const STATUS_LABELS: Record<string, string> = {
  confirmed: 'Potwierdzona',
  new: 'Nowa',
  recent: 'Niepotwierdzona',
  canceled: 'Anulowana',
  no_show: 'Nie pojawił się',
};

/** Who wrote it: the guest by their name (the conversation's recipient), the host's user, or the automation. */
export function authorLabel(message: MessageDto, guestName = ''): string {
  const { author, authorName } = message.attributes;
  if (author === 'guest') return guestName.trim() || 'Gość';
  if (author === 'automated') return 'Wiadomość automatyczna';
  return authorName || 'Gospodarz';
}

/** What became of a message to the guest: queued, sent, or not sent with the reason. */
export function deliveryLabel(message: MessageDto): string | null {
  const { delivery, deliveryError, via } = message.attributes;
  if (message.attributes.author === 'guest') return via === 'email' ? 'Odpowiedź e-mailem' : 'Ze strony gościa';
  if (delivery === 'queued') return deliveryError ? `W kolejce (ponowna próba: ${deliveryError})` : 'W kolejce';
  if (delivery === 'failed') return `Nie wysłano: ${deliveryError ?? 'nieznany błąd'}`;
  if (delivery === 'sent') return 'Wysłana';
  return null;
}
