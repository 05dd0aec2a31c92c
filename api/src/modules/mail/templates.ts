import { formatGrosze, polishDay } from '../../lib/values';

/** Polish e-mail templates. Every link is built from the configured public URL by the caller. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** 'Dzień dobry Anna,' or 'Dzień dobry,': the first line of every mail. */
export function greeting(firstName: string): string {
  return firstName.trim() ? `Dzień dobry ${firstName.trim()},` : 'Dzień dobry,';
}

/** The HTML of a mail: its paragraphs, one button with its link, and the link written out for clients without buttons. */
export function layout(paragraphs: string[], link: string, button: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html><html lang="pl"><body style="font-family:Arial,sans-serif;color:#1a202c">
${body}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#2b6cb0;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#718096">Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br>${escapeHtml(link)}</p>
<p>Zespół Gospodarz</p>
</body></html>`;
}

export function resetPasswordMail(input: { firstName: string; link: string }): MailContent {
  const lines = [
    greeting(input.firstName),
    'otrzymaliśmy prośbę o zmianę hasła do Twojego konta w serwisie Gospodarz.',
    'Aby ustawić nowe hasło, otwórz poniższy link. Link jest ważny przez 1 godzinę i można go użyć tylko raz.',
  ];
  const ignore = 'Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.';
  return {
    subject: 'Gospodarz: zmiana hasła',
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${ignore}\n\nZespół Gospodarz\n`,
    html: layout([...lines, ignore], input.link, 'Ustaw nowe hasło'),
  };
}

export function invitationMail(input: { firstName: string; inviterName: string; link: string }): MailContent {
  const who = input.inviterName.trim() ? `${input.inviterName.trim()} zaprasza Cię` : 'Zapraszamy Cię';
  const lines = [
    greeting(input.firstName),
    `${who} do wspólnego zarządzania obiektami w serwisie Gospodarz jako współgospodarza.`,
    'Aby aktywować konto, otwórz poniższy link i ustaw swoje hasło. Link jest ważny przez 7 dni i można go użyć tylko raz.',
  ];
  return {
    subject: 'Gospodarz: zaproszenie do współpracy',
    text: `${lines.join('\n\n')}\n\n${input.link}\n\nZespół Gospodarz\n`,
    html: layout(lines, input.link, 'Aktywuj konto'),
  };
}

function nightsLabel(n: number): string {
  const few = n % 10 >= 2 && n % 10 <= 4 && !(n % 100 >= 12 && n % 100 <= 14);
  return `${n} ${n === 1 ? 'doba' : few ? 'doby' : 'dób'}`;
}

/** The guest is asked to pay for a stay (a reservation's row action); plain text, no link. */
export function paymentRequestMail(input: {
  fullName: string;
  apartmentName: string;
  apartmentAddress: string;
  /** yyyy-MM-dd */
  from: string;
  to: string;
  nights: number;
  /** what is left to pay: the total less the payments recorded */
  amountDueGrosze: number;
  currency: string;
  /** yyyy-MM-dd */
  dueDate: string;
  /** compact IBAN, or '' when the host has not entered one (the guest is then asked to contact the host) */
  bankAccount: string;
  transferTitle: string;
  recipientName: string;
}): Omit<MailContent, 'html'> {
  const stay = `${polishDay(input.from)} – ${polishDay(input.to)}`;
  const account = input.bankAccount.replace(/(.{4})(?=.)/g, '$1 ');
  const text = [
    `Dzień dobry${input.fullName ? ` ${input.fullName}` : ''},`,
    '',
    `uprzejmie prosimy o wpłatę za pobyt w apartamencie ${input.apartmentName}${input.apartmentAddress ? ` (${input.apartmentAddress})` : ''}`,
    `w terminie ${stay} (${nightsLabel(input.nights)}).`,
    '',
    `Kwota do zapłaty: ${formatGrosze(input.amountDueGrosze, input.currency)}`,
    `Termin płatności: ${polishDay(input.dueDate)}`,
    ...(input.bankAccount
      ? [`Numer rachunku: ${account}`, ...(input.recipientName ? [`Odbiorca: ${input.recipientName}`] : []), `Tytuł przelewu: ${input.transferTitle}`]
      : ['Dane do przelewu otrzymasz od gospodarza w odpowiedzi na tę wiadomość.']),
    '',
    'Dziękujemy i do zobaczenia!',
  ].join('\n');
  return { subject: `Prośba o płatność za rezerwację: ${input.apartmentName}, ${stay}`, text };
}
