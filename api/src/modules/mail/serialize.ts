import type { OutboxEmailDto } from '@gospodarz/contracts';
import { resource } from '../../lib/resource';
import type { OutboxRow } from './repository';

const LINK = /https?:\/\/[^\s<>"']+/g;

export function toEmailDto(row: OutboxRow): OutboxEmailDto {
  return resource('email', row.id, {
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    links: row.text_body.match(LINK) ?? [],
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  });
}
