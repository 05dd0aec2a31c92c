/**
 * The three public KSeF environments (srodowiska.md) with the address of their API (KSeF API 2.0) and of their
 * verification QR service (kody-qr.md). TEST and DEMO are for trying the integration only: never real invoices.
 */
export const KSEF_ENVIRONMENTS = ['TEST', 'DEMO', 'PRD'] as const;
export type KsefEnvironment = (typeof KSEF_ENVIRONMENTS)[number];

export const KSEF_ADDRESSES: Record<KsefEnvironment, { api: string; qr: string; label: string }> = {
  TEST: { api: 'https://api-test.ksef.mf.gov.pl/v2', qr: 'https://qr-test.ksef.mf.gov.pl', label: 'Testowe (TEST)' },
  DEMO: { api: 'https://api-demo.ksef.mf.gov.pl/v2', qr: 'https://qr-demo.ksef.mf.gov.pl', label: 'Przedprodukcyjne (DEMO)' },
  PRD: { api: 'https://api.ksef.mf.gov.pl/v2', qr: 'https://qr.ksef.mf.gov.pl', label: 'Produkcyjne (PRD)' },
};

export const isKsefEnvironment = (value: unknown): value is KsefEnvironment => KSEF_ENVIRONMENTS.includes(value as KsefEnvironment);
