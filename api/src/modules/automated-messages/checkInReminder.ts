import { todayInPoland, type TemplateLanguage } from '@gospodarz/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { guestLinkKey, postMessage, valuesForStay } from '../conversations';
import * as repo from './repository';

// The online check-in's reminder (issue 38): 3 days before arrival, a guest who has not filled it gets one message
// (in the conversation, by e-mail through the outbox, with the guest page's link). Each listing switches it off in
// its law settings (checkInReminder); a stay is reminded once.

export const CHECK_IN_REMINDER_JOB = 'messages.check-in-reminder';

const TEXTS: Record<TemplateLanguage, { subject: string; body: (name: string, apartment: string, from: string) => string }> = {
  pol: {
    subject: 'Odprawa online przed przyjazdem',
    body: (name, apartment, from) =>
      `Dzień dobry${name ? `, ${name}` : ''}!\n\nCzekamy na Państwa w ${apartment} od ${from}. Prosimy o wypełnienie odprawy online na stronie gościa (link poniżej): dane gości, godzina przyjazdu i akceptacja regulaminu. Zajmie to dwie minuty.`,
  },
  eng: {
    subject: 'Online check-in before your arrival',
    body: (name, apartment, from) =>
      `Hello${name ? ` ${name}` : ''}!\n\nWe look forward to welcoming you at ${apartment} on ${from}. Please fill in the online check-in on your guest page (link below): guests, arrival time and the house rules. It takes two minutes.`,
  },
  rus: {
    subject: 'Онлайн-регистрация перед приездом',
    body: (name, apartment, from) =>
      `Здравствуйте${name ? `, ${name}` : ''}!\n\nЖдём вас в ${apartment} ${from}. Пожалуйста, заполните онлайн-регистрацию на странице гостя (ссылка ниже).`,
  },
  esp: {
    subject: 'Check-in online antes de su llegada',
    body: (name, apartment, from) =>
      `¡Hola${name ? ` ${name}` : ''}!\n\nLe esperamos en ${apartment} el ${from}. Por favor, complete el check-in online en su página de huésped (enlace abajo).`,
  },
};

/** Sends every reminder due, each in its own transaction holding its stay, so two workers never send one twice. */
export async function sendCheckInReminders(db: Database, config: Config, now = new Date()): Promise<number> {
  const today = todayInPoland(now);
  const key = await guestLinkKey(db, config.guestLinkSecret);
  let sent = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const stay = await repo.claimCheckInReminder(tx, today);
      if (!stay) return false;
      const target = { accountId: stay.account_id, reservationId: stay.id };
      const { stay: row, values } = await valuesForStay(tx, key, config, target);
      const text = TEXTS[row.guest_language as TemplateLanguage] ?? TEXTS.pol;
      const messageId = await postMessage(tx, key, config, target, {
        author: 'automated',
        userId: null,
        subject: text.subject,
        body: text.body(values.guestFirstName ?? '', row.apartment_name, values.from ?? row.from_date),
      });
      await repo.markCheckInReminded(tx, stay.account_id, stay.id, messageId);
      return true;
    });
    if (!done) return sent;
    sent += 1;
  }
}
