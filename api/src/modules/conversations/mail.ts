import type { TemplateLanguage } from '@gospodarz/contracts';

/** The lines a message's e-mail adds around the host's text, in the guest's language. */
const WORDS: Record<TemplateLanguage, { subject: (apartment: string) => string; footer: string; page: string }> = {
  pol: {
    subject: (a) => `Wiadomość w sprawie pobytu: ${a}`,
    footer: 'Możesz odpowiedzieć na tę wiadomość e-mailem albo na stronie swojego pobytu:',
    page: 'Strona pobytu',
  },
  eng: {
    subject: (a) => `A message about your stay: ${a}`,
    footer: 'You can reply to this e-mail or on the page of your stay:',
    page: 'Your stay',
  },
  rus: {
    subject: (a) => `Сообщение о вашем проживании: ${a}`,
    footer: 'Вы можете ответить на это письмо или на странице вашего проживания:',
    page: 'Ваше проживание',
  },
  esp: {
    subject: (a) => `Un mensaje sobre su estancia: ${a}`,
    footer: 'Puede responder a este correo o en la página de su estancia:',
    page: 'Su estancia',
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** The e-mail carrying a host's (or an automated) message to the guest, with the guest page's link. */
export function messageMail(input: { language: TemplateLanguage; apartmentName: string; subject: string; body: string; link: string; registration?: string }) {
  const words = WORDS[input.language] ?? WORDS.pol;
  const subject = input.subject.trim() || words.subject(input.apartmentName);
  // the apartment's registration number goes with every message about the stay (EU regulation 2024/1028)
  const registration = input.registration?.trim() ?? '';
  const text = `${input.body}\n\n—\n${words.footer}\n${input.link}\n${registration ? `${registration}\n` : ''}`;
  const paragraphs = input.body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#1a202c">${paragraphs}
<hr style="border:none;border-top:1px solid #ddd"><p style="color:#4a5568">${escapeHtml(words.footer)}<br>
<a href="${escapeHtml(input.link)}">${escapeHtml(words.page)}</a>${registration ? `<br>${escapeHtml(registration)}` : ''}</p></body></html>`;
  return { subject, text, html };
}
