import { formatDate, formatMoney, type Kt1Prefill, type NightsReport, type TouristTaxStatement } from '@gospodarz/shared';
import { NIGHT_SOURCES, NIGHT_SOURCE_CODES, TOURIST_TAX_EXEMPTIONS } from '@gospodarz/shared/dto';

/** One table of a legal report, drawn on screen and printed alike. */
export interface LegalTable {
  title: string;
  head: string[];
  rows: string[][];
  /** a last row of sums */
  foot?: string[];
}

export interface LegalModel {
  title: string;
  /** what the figures count, in a sentence or two */
  note: string;
  tables: LegalTable[];
  empty: boolean;
}

const zl = (grosze: number) => formatMoney(grosze / 100);

/** 'październik 2026' */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('pl-PL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function touristTaxModel(s: TouristTaxStatement): LegalModel {
  return {
    title: `Opłata miejscowa: zestawienie inkasenta, ${monthLabel(s.month)}`,
    note: 'Pobyty z przyjazdem w tym miesiącu, w obiektach, w których pobierasz opłatę. Kwota to suma pozycji „Opłata miejscowa” z rachunków pobytów.',
    empty: s.municipalities.length === 0,
    tables: s.municipalities.map((m) => ({
      title: `${m.municipality} (stawka ${m.rates.map(zl).join(', ')} za osobę za noc)`,
      head: ['Apartament', 'Przyjazd', 'Wyjazd', 'Gość', 'Osoby', 'Noce', 'Zwolnieni', 'Podstawa zwolnienia', 'Osobonoce', 'Pobrano'],
      rows: m.rows.map((r) => [
        r.apartmentName,
        formatDate(r.from),
        formatDate(r.to),
        r.guestName,
        String(r.persons),
        String(r.nights),
        String(r.exemptByAge + r.exemptByStatute),
        [r.exemptByAge ? `wiek: ${r.exemptByAge}` : '', ...r.exemptions.map((e) => TOURIST_TAX_EXEMPTIONS[e.reason])].filter(Boolean).join('; '),
        String(r.taxedPersonNights),
        zl(r.amountGrosze),
      ]),
      foot: [`Razem: ${m.stays} pobytów`, '', '', '', String(m.persons), String(m.nights), String(m.exempt), '', String(m.taxedPersonNights), zl(m.amountGrosze)],
    })),
  };
}

export function kt1Model(k: Kt1Prefill): LegalModel {
  return {
    title: `GUS KT-1: ${monthLabel(k.month)}`,
    note: k.required
      ? 'Twoje apartamenty mają co najmniej 10 miejsc noclegowych: KT-1 składasz co miesiąc. Pobyt bez kraju zamieszkania liczymy jako Polskę; uzupełnij go przed wysłaniem.'
      : `Twoje apartamenty mają ${k.bedPlaces} miejsc noclegowych (mniej niż 10): KT-1 nie jest wymagany. Dane poniżej tylko informacyjnie.`,
    empty: false,
    tables: [
      {
        title: 'Dział 1. Baza noclegowa',
        head: ['Pozycja', 'Wartość'],
        rows: [
          ['Liczba dni działalności', String(k.daysInMonth)],
          ['Liczba pokoi (apartamentów)', String(k.units)],
          ['Liczba miejsc noclegowych', String(k.bedPlaces)],
          ['Miejsca noclegowe × dni', String(k.bedNightsAvailable)],
        ],
      },
      {
        title: 'Dział 2. Korzystający z noclegów według kraju stałego zamieszkania',
        head: ['Kraj', 'Korzystający z noclegów', 'Udzielone noclegi'],
        rows: k.countries.map((c) => [c.label, String(c.guests), String(c.nights)]),
      },
      {
        title: 'Pobyty bez kraju zamieszkania (do uzupełnienia)',
        head: ['Gość', 'Apartament', 'Przyjazd', 'Wyjazd', 'Osoby', 'Z kanału'],
        rows: k.missingCountry.map((m) => [m.guestName || '(bez nazwiska)', m.apartmentName, formatDate(m.from), formatDate(m.to), String(m.persons), m.channel ? 'tak' : 'nie']),
      },
    ],
  };
}

export function nightsModel(r: NightsReport): LegalModel {
  return {
    title: `Raport nocy: ${monthLabel(r.month)}`,
    note: 'Noce wynajęte i liczba gości w każdej nocy, według źródła (to, co serwisy przekazują urzędom): porównaj z raportami Booking.com i Airbnb.',
    empty: r.apartments.length === 0,
    tables: [
      {
        title: 'Podsumowanie według źródła',
        head: ['Apartament', ...NIGHT_SOURCE_CODES.map((s) => NIGHT_SOURCES[s]), 'Razem noce', 'Osobonoce'],
        rows: r.apartments.map((a) => [a.apartmentName, ...NIGHT_SOURCE_CODES.map((s) => `${a.totals[s].nights} (${a.totals[s].guestNights} os.)`), String(a.nights), String(a.guestNights)]),
      },
      ...r.apartments
        .filter((a) => a.nights > 0)
        .map((a) => ({
          title: a.apartmentName,
          head: ['Noc', 'Źródło', 'Liczba gości'],
          rows: a.days.filter((d) => d.source).map((d) => [formatDate(d.date), NIGHT_SOURCES[d.source!], String(d.guests)]),
        })),
    ],
  };
}
