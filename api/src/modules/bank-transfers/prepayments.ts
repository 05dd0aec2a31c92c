import { todayInPoland } from '@gospodarz/contracts';
import type { Database } from '../../db/database';
import { asActor } from '../../lib/actor';
import type { Scope } from '../../lib/scope';
import { polishDay } from '../../lib/values';
import { findOwn, settleCancellation } from '../folio';
import { enqueueEmail } from '../mail';
import type { ReservationRow } from '../reservations';
import { transferMailLines, type TransferDetails } from './details';
import { noteNotice, owingStays, transferSettings } from './repository';
import { transferDetailsForRow } from './service';

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function reminderMail(row: ReservationRow, d: TransferDetails, pl: boolean) {
  const dates = `${polishDay(row.from_date)}–${polishDay(row.to_date)}`;
  return pl
    ? {
        subject: `Przypomnienie o przedpłacie – rezerwacja ${d.reference}`,
        text: [`Dzień dobry ${row.full_name},`, '', `przypominamy o przedpłacie za pobyt ${dates} (${row.apartment_name}).`, '', ...transferMailLines(d, 'pl'), '', 'Jeśli przelew został już wysłany, prosimy zignorować tę wiadomość.'].join('\n'),
      }
    : {
        subject: `Prepayment reminder – booking ${d.reference}`,
        text: [`Dear ${row.full_name},`, '', `this is a reminder of the prepayment for your stay ${dates} (${row.apartment_name}).`, '', ...transferMailLines(d, 'en'), '', 'If you have already sent the transfer, please ignore this message.'].join('\n'),
      };
}

function cancelledMail(row: ReservationRow, reference: string, dueOn: string, pl: boolean) {
  const dates = `${polishDay(row.from_date)}–${polishDay(row.to_date)}`;
  return pl
    ? {
        subject: `Rezerwacja ${reference} anulowana – brak przedpłaty`,
        text: [`Dzień dobry ${row.full_name},`, '', `przedpłata za pobyt ${dates} (${row.apartment_name}) nie wpłynęła do ${polishDay(dueOn)}, dlatego rezerwacja została anulowana.`, '', 'Jeśli to pomyłka, prosimy o kontakt.'].join('\n'),
      }
    : {
        subject: `Booking ${reference} cancelled – prepayment not received`,
        text: [`Dear ${row.full_name},`, '', `the prepayment for your stay ${dates} (${row.apartment_name}) did not arrive by ${polishDay(dueOn)}, so the booking has been cancelled.`, '', 'If this is a mistake, please contact us.'].join('\n'),
      };
}

/**
 * The prepayment's follow-up (issue 39), run by the job: for each stay owing its prepayment, once on the day before
 * its deadline (or on the deadline day itself when booked the day before) the guest gets a reminder with the
 * transfer details; the day after the deadline, if the host chose 'Anuluj nieopłacone rezerwacje', the stay is
 * cancelled by the cancellation of the reservation page (settleCancellation: the policy's fee capped by what was
 * paid) and the guest is told. Both in the guest's language (Polish, else English), through the outbox, in the
 * same transaction as the note that keeps them once. The history names the account's owner as the author.
 */
export async function followPrepayments(db: Database, today = todayInPoland()): Promise<{ reminded: number; cancelled: number }> {
  const done = { reminded: 0, cancelled: 0 };
  for (const stay of await owingStays(db, today)) {
    if (!stay.owner_id) continue;
    const scope: Scope = { accountId: stay.account_id, userId: stay.owner_id, sessionId: '', owner: true, permissions: [], apartmentIds: null };
    await asActor(db, scope, async (tx) => {
      const row = await findOwn(tx, scope, stay.id, true);
      const details = await transferDetailsForRow(tx, row);
      if (details.kind !== 'prepayment' || !details.dueOn) return;
      const pl = stay.guest_language === 'pol';
      if (today > details.dueOn) {
        if (!(await transferSettings(tx, stay.account_id)).cancel_unpaid) return;
        if (!(await noteNotice(tx, stay.account_id, stay.id, 'cancelled'))) return;
        await settleCancellation(tx, scope, stay.id, {});
        const mail = cancelledMail(row, details.reference, details.dueOn, pl);
        await enqueueEmail(tx, { accountId: stay.account_id, to: row.email, kind: 'prepayment_cancelled', ...mail });
        done.cancelled += 1;
      } else if (!stay.reminded && today >= addDays(details.dueOn, -1) && details.bankAccount) {
        if (!(await noteNotice(tx, stay.account_id, stay.id, 'reminder'))) return;
        const mail = reminderMail(row, details, pl);
        await enqueueEmail(tx, { accountId: stay.account_id, to: row.email, kind: 'prepayment_reminder', ...mail });
        done.reminded += 1;
      }
    });
  }
  return done;
}
