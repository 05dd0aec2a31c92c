/**
 * The introduction at the top of /api/docs (the OpenAPI document's info.description, Markdown): how a host's own tool
 * signs in with a personal access token, pages through lists, reads errors and stays within the rate limits (issue 42).
 */
export const OPENAPI_INTRO = `Zaplecze dla gospodarzy najmu krótkoterminowego. To samo API, z którego korzystają aplikacje Gospodarza, jest
dostępne dla Twoich narzędzi (arkuszy, skryptów, automatyzacji).

## Tokeny API

Utwórz token w aplikacji: **Mój profil › Tokeny API** (nazwa, ważność 30, 90, 365 dni albo bez terminu, dostęp
„Tylko odczyt” albo „Odczyt i zapis”). Token (zaczyna się od \`gzp_\`) widać tylko raz – przechowujemy jedynie jego skrót.
Wysyłaj go w nagłówku:

    Authorization: Bearer gzp_…

Token może najwyżej tyle, co jego właściciel: współgospodarz widzi przez swój token tylko swoje apartamenty i moduły,
do których ma uprawnienia (sprawdzane przy każdym wywołaniu). Token „Tylko odczyt” dostaje 403 na każde wywołanie inne
niż GET. Unieważniony albo wygasły token dostaje 401. Tokenami zarządza się tylko po zalogowaniu w aplikacji; właściciel
konta widzi i unieważnia tokeny wszystkich użytkowników konta.

Przykład (dzisiejsze przyjazdy):

    curl -H "Authorization: Bearer $GOSPODARZ_TOKEN" "https://twoj-adres/api/v1/householder/reservations?arrivalOn=$(date +%F)&perPage=100"

## Stronicowanie

Listy przyjmują \`page\` (od 1) i \`perPage\` i odpowiadają \`{ "data": [...], "pagination": { "page", "perPage", "pages",
"count" } }\`. Pojedynczy zasób to \`{ "data": { "id", "type", "attributes" } }\`. Kwoty są w złotych z groszami jako
liczby albo napisy (opisane przy polach), daty jako \`yyyy-MM-dd\`, chwile w ISO 8601 (UTC).

## Błędy

Każdy błąd ma treść \`{ "message": "…" }\` po polsku. 422 dodaje \`errors\`: komunikaty przy polach, np.
\`{ "message": "Popraw zaznaczone pola.", "errors": { "apiToken.name": ["Podaj nazwę tokenu (do 100 znaków)."] } }\`.
401: brak, nieprawidłowy, wygasły albo unieważniony token; 403: brak uprawnień (albo zapis tokenem „Tylko odczyt”);
404: nie ma takiego zasobu na Twoim koncie (cudze identyfikatory też dają 404); 409: konflikt (np. termin zajęty).

## Limity

Jeden token: 120 wywołań na minutę; jeden adres IP: 600 na minutę dla wszystkich tokenów. Po przekroczeniu API odpowiada
429 z nagłówkiem \`Retry-After\` (sekundy) i komunikatem „Zbyt wiele prób. Spróbuj ponownie za N min.”.

## Webhooki

Właściciel konta subskrybuje adres HTTPS na zdarzenia w **Administracja › Integracje › Webhooki** (albo
\`POST /api/v1/householder/webhooks\`): \`reservation.created\`, \`reservation.updated\`, \`reservation.cancelled\`,
\`payment.recorded\`, \`message.received\`, \`review.created\`, \`invoice.issued\`. Każde zdarzenie to POST z treścią JSON \`{ "id", "event", "createdAt", "data" }\` (schematy
\`WebhookDelivery\`, \`WebhookReservation\`, \`WebhookPayment\`, \`WebhookMessage\`, \`WebhookReview\`, \`WebhookInvoice\`,
\`WebhookTest\` w sekcji Schemas – dokument jest w wersji
OpenAPI 3.0, bez sekcji \`webhooks\`). Nagłówek \`Gospodarz-Signature: t=<sekundy unix>,v1=<hex>\` to HMAC-SHA256 napisu
\`<t>.<surowa treść>\` kluczem subskrypcji (\`whsec_…\`, widocznym raz, przy tworzeniu). Odrzucaj podpisy starsze niż
5 minut (ochrona przed powtórzeniem) i deduplikuj po \`id\` (ponowienia i „Wyślij ponownie” mają to samo \`id\`).
Odpowiedz 2xx w ciągu 10 s; inaczej ponawiamy: po 1, 4, 16, 64 min., potem co kilka godzin przez dobę, a następnie
oznaczamy subskrypcję i wstrzymujemy wysyłkę do ponownego włączenia. Przekierowania nie są obsługiwane. Adres musi być
publiczny: adresy lokalne, prywatne, link-local i metadanych są odrzucane (także po rozwiązaniu nazwy, przy każdej
dostawie).

JavaScript (Node.js):

    const crypto = require('node:crypto');
    function verifyWebhook(secret, header, rawBody, toleranceSeconds = 300) {
      const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
      const t = Number(parts.t);
      if (!Number.isInteger(t) || !parts.v1) return false;
      if (Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false; // powtórzenie
      const expected = crypto.createHmac('sha256', secret).update(t + '.' + rawBody).digest('hex');
      const given = Buffer.from(parts.v1, 'hex');
      return given.length === 32 && crypto.timingSafeEqual(given, Buffer.from(expected, 'hex'));
    }

Python:

    import hashlib, hmac, time
    def verify_webhook(secret: str, header: str, raw_body: bytes, tolerance: int = 300) -> bool:
        parts = dict(p.split("=", 1) for p in header.split(","))
        try:
            t = int(parts["t"])
        except (KeyError, ValueError):
            return False
        if abs(time.time() - t) > tolerance:
            return False  # powtórzenie
        expected = hmac.new(secret.encode(), f"{t}.".encode() + raw_body, hashlib.sha256).hexdigest()
        return hmac.compare_digest(expected, parts.get("v1", ""))
`;
