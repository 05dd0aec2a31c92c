import type { MailContent } from '../mail';
import { greeting, layout } from '../mail';

/**
 * The sign-up confirmation: a 7-day single-use link to set the password of the new account. Anyone may sign up with
 * any address, so the mail quotes nothing typed into the form (not even the first name): it cannot carry someone's
 * message to a stranger's mailbox.
 */
export function confirmRegistrationMail(input: { link: string }): MailContent {
  const lines = [
    greeting(''),
    'dziękujemy za założenie konta w serwisie Gospodarz. Przez 30 dni możesz korzystać z niego bezpłatnie.',
    'Aby dokończyć rejestrację, otwórz poniższy link i ustaw hasło. Link jest ważny przez 7 dni i można go użyć tylko raz.',
  ];
  const ignore = 'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość: bez ustawienia hasła nikt z niego nie skorzysta.';
  return {
    subject: 'Gospodarz: potwierdź rejestrację',
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${ignore}\n\nZespół Gospodarz\n`,
    html: layout([...lines, ignore], input.link, 'Ustaw hasło'),
  };
}

/**
 * A sign-up with an address that already has an account: the person is told so (by mail, never on the page, so that
 * the page cannot be used to learn who has an account) and pointed at signing in or resetting the password.
 */
export function accountExistsMail(input: { firstName: string; loginLink: string; resetLink: string }): MailContent {
  const lines = [
    greeting(input.firstName),
    'ktoś (być może Ty) próbował założyć konto w serwisie Gospodarz z tym adresem e-mail, ale konto z tym adresem już istnieje.',
    `Zaloguj się: ${input.loginLink}. Jeśli nie pamiętasz hasła, ustaw nowe: ${input.resetLink}.`,
  ];
  const ignore = 'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje konto pozostaje bez zmian.';
  return {
    subject: 'Gospodarz: masz już konto',
    text: `${lines.join('\n\n')}\n\n${ignore}\n\nZespół Gospodarz\n`,
    html: layout([...lines, ignore], input.loginLink, 'Zaloguj się'),
  };
}
