import { SERVICE_KIND_LABELS, type ServiceKind } from '@gospodarz/contracts';
import type { MailContent } from '../mail';
import { greeting, layout } from '../mail';

/** The request for cooperation, to the provider: the host's message, the price agreed on, and the provider's page. */
export function cooperationRequestMail(input: {
  accountName: string;
  kind: ServiceKind;
  message: string;
  price: string | null;
  link: string;
  renewed?: boolean;
}): MailContent {
  const lines = [
    greeting(''),
    input.renewed
      ? `${input.accountName} przesyła nowy link do strony zleceń (${SERVICE_KIND_LABELS[input.kind].toLowerCase()}). Poprzedni link przestał działać.`
      : `${input.accountName} zaprasza Państwa do współpracy w serwisie Gospodarz: ${SERVICE_KIND_LABELS[input.kind].toLowerCase()}.`,
    ...(input.message.trim() ? [`Wiadomość: ${input.message.trim()}`] : []),
    ...(input.price ? [`Usługa z Państwa cennika: ${input.price}.`] : []),
    'Na stronie pod poniższym linkiem przyjmą Państwo współpracę i zobaczą zaplanowane zlecenia (adres, termin, godzina przyjazdu kolejnych gości), a każde z nich rozpoczną, zakończą albo odrzucą. Strona działa na telefonie i nie wymaga logowania; prosimy nie przekazywać linku innym osobom.',
  ];
  return {
    subject: input.renewed ? `Gospodarz: nowy link do zleceń od ${input.accountName}` : `Gospodarz: zapytanie o współpracę od ${input.accountName}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\nZespół Gospodarz\n`,
    html: layout(lines, input.link, 'Otwórz stronę zleceń'),
  };
}
