import { greeting, layout, type MailContent } from '../mail';

/** The e-mail copy of a notification, for users who chose e-mail for its kind. */
export function notificationMail(input: { firstName: string; title: string; body: string; link: string }): MailContent {
  const lines = [greeting(input.firstName), input.title, ...(input.body ? [input.body] : [])];
  const footer = 'Powiadomienia e-mail włączysz i wyłączysz w swoim profilu (Mój profil › Powiadomienia).';
  return {
    subject: `Gospodarz: ${input.title}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${footer}\n\nZespół Gospodarz\n`,
    html: layout([...lines, footer], input.link, 'Otwórz w Gospodarzu'),
  };
}
