/** 'Analiza wysyłek': what the API's GET /householder/channel_health answers, and how the screen words it. */

export type ChannelStatus = 'ok' | 'waiting' | 'unread' | 'error';

export interface PendingChange {
  kind: 'new_stay' | 'new_block' | 'cancellation' | 'moved';
  label: string;
  stayId: string;
  stayKind: string;
  from: string;
  to: string;
  changedAt: string | null;
  waitingMinutes: number | null;
}

export interface ChannelRow {
  apartmentId: string;
  apartmentName: string;
  feedId: string | null;
  channel: string;
  status: ChannelStatus;
  lastReadAt: string | null;
  userAgent: string | null;
  etag: string | null;
  reads: number;
  lastImportAt: string | null;
  lastImportAttemptAt: string | null;
  importHttpStatus: number | null;
  importError: string | null;
  importEveryMinutes: number | null;
  pending: PendingChange[];
}

export interface HealthAttributes {
  from: string;
  to: string;
  channels: ChannelRow[];
  chart: Array<{ day: string; pending: number; seen: number }>;
  cards: Array<{ channel: string; status: ChannelStatus; apartments: number; lastReadAt: string | null; lastImportAt: string | null; pending: number; oldestPendingMinutes: number | null; errors: number }>;
  errors: Array<{ kind: 'import' | 'not_read' | 'conflict'; channel: string; apartmentId: string; apartmentName: string; at: string | null; httpStatus: number | null; message: string }>;
}

export const STATUS_LABELS: Record<ChannelStatus, string> = {
  ok: 'Zsynchronizowano',
  waiting: 'Zmiany czekają na odczyt',
  unread: 'Brak odczytu od 3 godzin',
  error: 'Błąd importu',
};
export const STATUS_COLORS: Record<ChannelStatus, string> = { ok: 'green', waiting: 'orange', unread: 'red', error: 'red' };
export const ERROR_KINDS: Record<HealthAttributes['errors'][number]['kind'], string> = { import: 'Import', not_read: 'Brak odczytu', conflict: 'Konflikt' };

/** '47 min', '5 godz. 10 min', '3 dni'. */
export function waitText(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} godz.${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `${Math.floor(minutes / 1440)} dni`;
}
