import type { PublicApartment, PublicSite, Language } from './service';
import { money } from './service';

/**
 * The public site's pages, rendered on the server as small, self-contained HTML: the content a search engine or a
 * link preview reads (names, descriptions, photos, prices from, amenities, rules) is in the page, with schema.org
 * JSON-LD and Open Graph tags. The only script is /s/assets/booking.js (the booking form, a few KiB, deferred) on an
 * apartment's page. Styles are inline (one request less); the site's colour is checked for contrast.
 */

const esc = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside <script type="application/ld+json">: '<' escaped so that no text can close the element. */
const jsonLd = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const WORDS = {
  pl: {
    apartments: 'Apartamenty',
    from: 'od',
    night: 'noc',
    guests: 'Liczba gości',
    bedrooms: 'Sypialnie',
    area: 'Powierzchnia',
    amenities: 'Udogodnienia',
    rules: 'Zasady pobytu',
    checkIn: 'Zameldowanie',
    checkOut: 'Wymeldowanie',
    quiet: 'Cisza nocna',
    smoking: ['Palenie niedozwolone', 'Palenie dozwolone'],
    animals: ['Bez zwierząt', 'Zwierzęta mile widziane'],
    children: ['Bez dzieci', 'Dzieci mile widziane'],
    parties: ['Bez imprez', 'Imprezy dozwolone'],
    registration: 'Numer w ewidencji',
    houseRules: 'Regulamin obiektu',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-mail',
    see: 'Zobacz i zarezerwuj',
    back: 'Wszystkie apartamenty',
    book: 'Rezerwacja',
    noPhotos: 'Zdjęcia wkrótce',
    other: 'English',
    priceFrom: 'Cena od',
  },
  en: {
    apartments: 'Apartments',
    from: 'from',
    night: 'night',
    guests: 'Guests',
    bedrooms: 'Bedrooms',
    area: 'Area',
    amenities: 'Amenities',
    rules: 'House rules',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    quiet: 'Quiet hours',
    smoking: ['No smoking', 'Smoking allowed'],
    animals: ['No pets', 'Pets welcome'],
    children: ['Not suitable for children', 'Children welcome'],
    parties: ['No parties', 'Parties allowed'],
    registration: 'Registration number',
    houseRules: 'House rules document',
    contact: 'Contact',
    phone: 'Phone',
    email: 'E-mail',
    see: 'See and book',
    back: 'All apartments',
    book: 'Booking',
    noPhotos: 'Photos coming soon',
    other: 'Polski',
    priceFrom: 'Price from',
  },
} as const;

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  // contrast against white (1.05 / (l + 0.05)) and against black ((l + 0.05) / 0.05): the larger wins
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/** The site's colour darkened until white text on it (and it as text on white) passes 4.5:1. */
export function accessibleColor(hex: string): string {
  let [r, g, b] = [0, 1, 2].map((i) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16));
  const lum = () => {
    const c = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
  };
  // 4.9 against white leaves 4.5 against the page’s #fafafa too (links in the colour)
  while (1.05 / (lum() + 0.05) < 4.9) [r, g, b] = [r, g, b].map((v) => Math.floor(v * 0.9));
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const CSS = (color: string) => `:root{--c:${color}}*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fafafa}
a{color:var(--c)}header{background:var(--c);color:#fff;padding:1rem}header a{color:#fff}header p{margin:.25rem 0 0}
.w{max-width:60rem;margin:0 auto;padding:1rem}h1{font-size:1.6rem;line-height:1.25;margin:.5rem 0}h2{font-size:1.25rem;margin:1.5rem 0 .5rem}
.cards{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));padding:0;list-style:none}
.card{background:#fff;border:1px solid #ddd;border-radius:.5rem;overflow:hidden}.card div{padding:.75rem}.card h2{margin:0 0 .25rem;font-size:1.15rem}
img{max-width:100%;height:auto;display:block}.ph{aspect-ratio:3/2;object-fit:cover;width:100%;background:#e8e8e8}
.gal{display:grid;gap:.5rem;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))}
.price{font-weight:700}.facts{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;padding:0;list-style:none}
.tags{display:flex;flex-wrap:wrap;gap:.4rem;padding:0;list-style:none}.tags li{background:#eee;border-radius:1rem;padding:.1rem .7rem}
.btn{display:inline-block;background:var(--c);color:#fff;border:0;border-radius:.4rem;padding:.7rem 1.1rem;font:inherit;font-weight:600;cursor:pointer;text-decoration:none;min-height:44px}
.btn[disabled]{opacity:.6}.lang{float:right}footer{color:#444;font-size:.9rem;padding:2rem 1rem;text-align:center}
form fieldset{border:1px solid #ccc;border-radius:.5rem;margin:0 0 1rem;padding:.75rem}legend{font-weight:600;padding:0 .3rem}
label{display:block;margin:.4rem 0 .1rem}input,select,textarea{font:inherit;padding:.5rem;border:1px solid #767676;border-radius:.3rem;width:100%;min-height:44px;background:#fff}
.row{display:grid;gap:.5rem;grid-template-columns:1fr 1fr}.chk{display:flex;gap:.5rem;align-items:flex-start}.chk input{width:auto;min-height:0;margin-top:.35rem}
.cal{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr))}.cal table{border-collapse:collapse;width:100%}
.cal caption{font-weight:600;text-align:left}.cal th{font-size:.8rem;font-weight:600}.cal td{padding:1px;text-align:center}
.cal button{width:100%;min-height:40px;border:1px solid #ccc;border-radius:.25rem;background:#fff;font:inherit;cursor:pointer;color:#1a1a1a}
.cal .taken{background:#e0e0e0;color:#555;text-decoration:line-through;cursor:not-allowed}.cal .closed{background:#f2f2f2;color:#555;cursor:not-allowed}
.cal .sel{background:var(--c);color:#fff;border-color:var(--c)}.cal .in{background:#dfeee9}.legend{font-size:.9rem;color:#444}
.sum{background:#fff;border:1px solid #ccc;border-radius:.5rem;padding:.75rem}.sum table{width:100%;border-collapse:collapse}.sum td{padding:.2rem 0}.sum td+td{text-align:right}
.err{color:#b00020;font-weight:600}.ok{color:#0a5c2f;font-weight:600}[hidden]{display:none!important}
@media(max-width:30rem){.row{grid-template-columns:1fr}}`;

interface PageParts {
  site: PublicSite['site'];
  language: Language;
  title: string;
  description: string;
  path: string;
  image: string | null;
  ld: unknown;
  body: string;
  script?: string;
  publicUrl: string;
  alternate: string;
}

function page(p: PageParts): string {
  const color = accessibleColor(p.site.color);
  const url = `${p.publicUrl}${p.path}`;
  const langs = p.site.languages.includes('en');
  return `<!doctype html><html lang="${p.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(p.title)}</title><meta name="description" content="${esc(p.description)}"><link rel="canonical" href="${esc(url)}">
${langs ? `<link rel="alternate" hreflang="pl" href="${esc(`${p.publicUrl}${p.path.split('?')[0]}`)}"><link rel="alternate" hreflang="en" href="${esc(`${p.publicUrl}${p.path.split('?')[0]}?lang=en`)}">` : ''}
<meta property="og:type" content="website"><meta property="og:title" content="${esc(p.title)}"><meta property="og:description" content="${esc(p.description)}">
<meta property="og:url" content="${esc(url)}"><meta property="og:locale" content="${p.language === 'en' ? 'en_GB' : 'pl_PL'}">${p.image ? `<meta property="og:image" content="${esc(p.image)}">` : ''}
<meta name="theme-color" content="${color}"><link rel="icon" href="data:,"><style>${CSS(color)}</style>
<script type="application/ld+json">${jsonLd(p.ld)}</script>${p.script ? `<script src="${p.script}" defer></script>` : ''}</head>
<body><header><div class="w">${langs ? `<a class="lang" href="${esc(p.alternate)}" hreflang="${p.language === 'en' ? 'pl' : 'en'}">${WORDS[p.language].other}</a>` : ''}<a href="/s/${esc(p.site.slug)}${p.language === 'en' ? '?lang=en' : ''}"><strong>${esc(p.site.title)}</strong></a></div></header>
<main class="w">${p.body}</main>
<footer>${contact(p.site, p.language)}</footer></body></html>`;
}

function contact(site: PublicSite['site'], language: Language): string {
  const w = WORDS[language];
  const parts = [];
  if (site.phone) parts.push(`${w.phone}: <a href="tel:${esc(site.phone)}">${esc(site.phone)}</a>`);
  if (site.email) parts.push(`${w.email}: <a href="mailto:${esc(site.email)}">${esc(site.email)}</a>`);
  return parts.length ? `<p>${w.contact}: ${parts.join(' · ')}</p>` : '';
}

const photo = (publicUrl: string, id: string) => `${publicUrl}/api/v1/images/${id}`;
const address = (a: PublicApartment) => [`${a.street} ${a.house_number}`.trim(), `${a.zip_code} ${a.city}`.trim()].filter(Boolean).join(', ');
const priceFrom = (a: PublicApartment) => (a.price_from ? money(Math.round(Number(a.price_from) * 100), a.currency ?? 'PLN') : null);

function siteTexts(site: PublicSite['site'], language: Language) {
  return language === 'en' ? { title: site.title_en || site.title, intro: site.introduction_en || site.introduction } : { title: site.title, intro: site.introduction };
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

export function sitePage(view: PublicSite, publicUrl: string): string {
  const { site, language, apartments } = view;
  const w = WORDS[language];
  const texts = siteTexts(site, language);
  const q = language === 'en' ? '?lang=en' : '';
  const cards = apartments
    .map((a, i) => {
      const from = priceFrom(a);
      const img = a.image_ids[0]
        ? `<img class="ph" src="/api/v1/images/${a.image_ids[0]}" alt="${esc(a.name)}" width="480" height="320"${i > 1 ? ' loading="lazy"' : ''}>`
        : '';
      return `<li class="card">${img}<div><h2><a href="/s/${esc(site.slug)}/${a.id}${q}">${esc(a.name)}</a></h2><p>${esc(a.city)} · ${w.guests}: ${a.guest_number}</p>${from ? `<p class="price">${w.priceFrom} ${esc(from)} / ${w.night}</p>` : ''}</div></li>`;
    })
    .join('');
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: texts.title,
    description: texts.intro || undefined,
    url: `${publicUrl}/s/${site.slug}`,
    telephone: site.phone || undefined,
    email: site.email || undefined,
    image: apartments.flatMap((a) => a.image_ids.slice(0, 1).map((id) => photo(publicUrl, id))),
    containsPlace: apartments.map((a) => ({ '@type': 'Accommodation', name: a.name, url: `${publicUrl}/s/${site.slug}/${a.id}`, occupancy: { '@type': 'QuantitativeValue', maxValue: a.guest_number } })),
  };
  const first = apartments.find((a) => a.image_ids.length > 0);
  return page({
    site,
    language,
    title: texts.title,
    description: (texts.intro || `${texts.title}: ${apartments.map((a) => a.name).join(', ')}`).slice(0, 300),
    path: `/s/${site.slug}${q}`,
    image: first ? photo(publicUrl, first.image_ids[0]) : null,
    ld,
    publicUrl,
    alternate: `/s/${site.slug}${language === 'en' ? '' : '?lang=en'}`,
    body: `<h1>${esc(texts.title)}</h1>${paragraphs(texts.intro)}<h2>${w.apartments}</h2><ul class="cards">${cards}</ul>`,
  });
}

function rulesList(a: PublicApartment, language: Language): string {
  const w = WORDS[language];
  const items = [
    `${w.checkIn}: ${a.check_in_from}–${a.check_in_to}`,
    `${w.checkOut}: ${a.check_out_from === a.check_out_to ? a.check_out_to : `${a.check_out_from}–${a.check_out_to}`}`,
    a.curfew_from !== a.curfew_to ? `${w.quiet}: ${a.curfew_from}–${a.curfew_to}` : '',
    w.smoking[a.smoking_allowed ? 1 : 0],
    w.animals[a.animals_friendly ? 1 : 0],
    w.children[a.children_friendly ? 1 : 0],
    w.parties[a.parties_allowed ? 1 : 0],
  ].filter(Boolean);
  return `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
}

const BOOKING_WORDS = {
  pl: {
    dates: 'Termin i goście',
    arrival: 'Przyjazd',
    departure: 'Wyjazd',
    adults: 'Dorośli',
    children: 'Dzieci',
    ages: 'Wiek dzieci (np. 4, 9)',
    calendar: 'Wolne terminy',
    legend: 'Wybierz dzień przyjazdu, potem dzień wyjazdu. Przekreślone: zajęte; szare: poza terminem rezerwacji.',
    guest: 'Twoje dane',
    fullName: 'Imię i nazwisko',
    email: 'E-mail',
    phone: 'Telefon',
    country: 'Kraj',
    address: 'Adres',
    vat: 'Chcę fakturę VAT',
    company: 'Nazwa firmy',
    nip: 'NIP',
    comments: 'Uwagi (opcjonalnie)',
    rules: 'Akceptuję regulamin obiektu i zasady pobytu',
    privacy: 'Zapoznałem(-am) się z informacją o przetwarzaniu danych: dane podane w formularzu przetwarza gospodarz obiektu w celu realizacji rezerwacji',
    submit: 'Rezerwuję z obowiązkiem zapłaty',
    countryDefault: 'Polska',
  },
  en: {
    dates: 'Dates and guests',
    arrival: 'Arrival',
    departure: 'Departure',
    adults: 'Adults',
    children: 'Children',
    ages: 'Children’s ages (e.g. 4, 9)',
    calendar: 'Availability',
    legend: 'Pick the arrival day, then the departure day. Struck through: taken; grey: outside the booking window.',
    guest: 'Your details',
    fullName: 'Full name',
    email: 'E-mail',
    phone: 'Phone',
    country: 'Country',
    address: 'Address',
    vat: 'I need a VAT invoice',
    company: 'Company name',
    nip: 'Tax number (NIP)',
    comments: 'Notes (optional)',
    rules: 'I accept the house rules and the stay rules',
    privacy: 'I have read the privacy notice: the host processes the data given in this form to carry out the booking',
    submit: 'Book with obligation to pay',
    countryDefault: 'Poland',
  },
} as const;

function bookingForm(site: PublicSite['site'], a: PublicApartment, language: Language): string {
  const b = BOOKING_WORDS[language];
  const field = (name: string, label: string, type = 'text', extra = '') =>
    `<label for="f-${name}">${label}</label><input id="f-${name}" name="${name}" type="${type}"${extra}><span class="err" id="e-${name}" role="alert"></span>`;
  return `<form id="book" method="post" novalidate data-slug="${esc(site.slug)}" data-apartment="${a.id}" data-lang="${language}" data-max="${a.guest_number}">
<fieldset><legend>${b.dates}</legend><div class="row"><div>${field('from', b.arrival, 'date', ' required')}</div><div>${field('to', b.departure, 'date', ' required')}</div></div>
<div class="row"><div><label for="f-adults">${b.adults}</label><input id="f-adults" name="adults" type="number" min="1" max="${a.guest_number}" value="2" inputmode="numeric"></div>
<div><label for="f-children">${b.children}</label><input id="f-children" name="children" type="number" min="0" max="${a.guest_number}" value="0" inputmode="numeric"></div></div>
<div id="ages" hidden>${field('childrenAges', b.ages, 'text', ' inputmode="numeric"')}</div>
<h3>${b.calendar}</h3><p class="legend">${b.legend}</p><div id="cal" class="cal" aria-live="polite"></div></fieldset>
<div id="quote" class="sum" aria-live="polite" hidden></div>
<fieldset><legend>${b.guest}</legend>${field('fullName', b.fullName, 'text', ' autocomplete="name" required')}${field('email', b.email, 'email', ' autocomplete="email" required')}
${field('phone', b.phone, 'tel', ' autocomplete="tel" required')}${field('country', b.country, 'text', ` autocomplete="country-name" value="${b.countryDefault}" required`)}
${field('address', b.address, 'text', ' autocomplete="street-address" required')}
<div class="chk"><input id="f-vatInvoice" name="vatInvoice" type="checkbox"><label for="f-vatInvoice">${b.vat}</label></div>
<div id="vat" hidden>${field('companyName', b.company, 'text', ' autocomplete="organization"')}${field('nip', b.nip, 'text', ' inputmode="numeric"')}</div>
<label for="f-comments">${b.comments}</label><textarea id="f-comments" name="comments" rows="2"></textarea>
<div class="chk"><input id="f-acceptRules" name="acceptRules" type="checkbox" required><label for="f-acceptRules">${b.rules}</label></div><span class="err" id="e-acceptRules" role="alert"></span>
<div class="chk"><input id="f-acceptPrivacy" name="acceptPrivacy" type="checkbox" required><label for="f-acceptPrivacy">${b.privacy}</label></div><span class="err" id="e-acceptPrivacy" role="alert"></span></fieldset>
<p id="msg" role="status"></p><button class="btn" type="submit">${b.submit}</button></form>`;
}

export function apartmentPage(view: PublicSite, publicUrl: string): string {
  const { site, language } = view;
  const a = view.apartments[0];
  const w = WORDS[language];
  const texts = siteTexts(site, language);
  const q = language === 'en' ? '?lang=en' : '';
  const from = priceFrom(a);
  const photos = a.image_ids.length
    ? `<div class="gal">${a.image_ids
        .map((id, i) => `<img class="ph" src="/api/v1/images/${id}" alt="${esc(a.name)}, ${i + 1}/${a.image_ids.length}" width="480" height="320"${i > 0 ? ' loading="lazy"' : ' fetchpriority="high"'}>`)
        .join('')}</div>`
    : `<p>${w.noPhotos}</p>`;
  const facts = [
    `${w.guests}: ${a.guest_number}`,
    `${w.bedrooms}: ${a.bedroom_count}`,
    a.area ? `${w.area}: ${Number(a.area).toLocaleString('pl-PL')} m²` : '',
    from ? `${w.priceFrom} ${from} / ${w.night}` : '',
  ].filter(Boolean);
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Accommodation',
    name: a.name,
    description: a.description || undefined,
    url: `${publicUrl}/s/${site.slug}/${a.id}`,
    image: a.image_ids.map((id) => photo(publicUrl, id)),
    occupancy: { '@type': 'QuantitativeValue', maxValue: a.guest_number },
    numberOfRooms: a.bedroom_count,
    ...(a.area ? { floorSize: { '@type': 'QuantitativeValue', value: Number(a.area), unitCode: 'MTK' } } : {}),
    amenityFeature: a.amenityLabels.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    petsAllowed: a.animals_friendly,
    address: { '@type': 'PostalAddress', streetAddress: `${a.street} ${a.house_number}`.trim(), postalCode: a.zip_code, addressLocality: a.city, addressCountry: a.country },
    containedInPlace: { '@type': 'LodgingBusiness', name: texts.title, url: `${publicUrl}/s/${site.slug}`, telephone: site.phone || undefined, checkinTime: a.check_in_from, checkoutTime: a.check_out_to },
  };
  const body = `<p><a href="/s/${esc(site.slug)}${q}">← ${w.back}</a></p><h1>${esc(a.name)}</h1><p>${esc(address(a))}</p>${photos}
<ul class="facts">${facts.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>${paragraphs(a.description)}
${a.amenityLabels.length ? `<h2>${w.amenities}</h2><ul class="tags">${a.amenityLabels.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>` : ''}
<h2>${w.rules}</h2>${rulesList(a, language)}${a.registration_number ? `<p>${w.registration}: ${esc(a.registration_number)}</p>` : ''}
${a.houseRules ? `<details><summary>${w.houseRules}</summary>${paragraphs(a.houseRules)}</details>` : ''}
<h2 id="rez">${w.book}</h2>${bookingForm(site, a, language)}`;
  return page({
    site,
    language,
    title: `${a.name} – ${texts.title}`,
    description: (a.description || `${a.name}, ${a.city}`).replace(/\s+/g, ' ').slice(0, 300),
    path: `/s/${site.slug}/${a.id}${q}`,
    image: a.image_ids[0] ? photo(publicUrl, a.image_ids[0]) : null,
    ld,
    publicUrl,
    alternate: `/s/${site.slug}/${a.id}${language === 'en' ? '' : '?lang=en'}`,
    body,
    script: '/s/assets/booking.js',
  });
}

export function notFoundPage(): string {
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Nie znaleziono strony</title><meta name="robots" content="noindex"></head><body><main><h1>Nie znaleziono strony</h1><p>Ta strona nie istnieje albo nie jest już publikowana.</p></main></body></html>`;
}
