import { execFile } from 'node:child_process';
import { AppError, ValidationError } from '../../lib/errors';

/**
 * The check every KSeF file passes before it leaves the API: xmllint (libxml2-utils) validates it against the
 * Ministry of Finance's FA(3) schema (config `ksefSchema`). A file that is not well-formed or breaks the schema is
 * refused with a 422 naming what is wrong; when the check cannot run (no schema, no xmllint, too slow) the export is
 * refused with a 503. Either way the invoice is not marked exported, so it can still be edited.
 */
const TIMEOUT_MS = 10_000;
const MAX_OUTPUT = 256 * 1024;
/** xmllint's exit codes for a document that is not well-formed (1) or not valid (3); others mean it could not check */
const DOCUMENT_REFUSED = new Set([1, 3]);

/** The form's fields (and their names in the message) behind the FA(3) elements a host can get wrong. */
const FIELD_OF: Record<string, [field: string, label: string]> = {
  P_1: ['issueDate', 'data wystawienia'],
  P_1M: ['placeOfIssue', 'miejsce wystawienia'],
  P_2: ['number', 'numer faktury'],
  P_6: ['saleDate', 'data sprzedaży'],
  Termin: ['dueDate', 'termin płatności'],
  KodWaluty: ['currency', 'waluta'],
  Email: ['buyerEmail', 'e-mail nabywcy'],
  PrzyczynaKorekty: ['reason', 'przyczyna korekty'],
  P_7: ['lines', 'pozycje'],
  P_8A: ['lines', 'pozycje'],
  P_8B: ['lines', 'pozycje'],
  P_9A: ['lines', 'pozycje'],
  P_9B: ['lines', 'pozycje'],
  P_11: ['lines', 'pozycje'],
  P_11A: ['lines', 'pozycje'],
};

const FA3_UNAVAILABLE = 'Nie można teraz sprawdzić pliku FA(3) ze schematem KSeF, więc nie został wyeksportowany. Spróbuj później lub skontaktuj się z administratorem.';

/**
 * xmllint's complaints → the 422: `{field: [Polish message]}` (an element the form has no field for is named on
 * `base`), and a message naming what is wrong, as the screen shows only the message.
 */
export function fa3Refusal(output: string): ValidationError {
  const errors: Record<string, string[]> = {};
  const labels: string[] = [];
  const add = (field: string, label: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
    if (!labels.includes(label)) labels.push(label);
  };
  for (const line of output.split('\n')) {
    const element = /Element '(?:\{[^}]*\})?([\w.-]+)'/.exec(line)?.[1];
    if (element) {
      const [field, label] = FIELD_OF[element] ?? ['base', `element ${element}`];
      add(field, label, `Wartość nie spełnia schematu FA(3) KSeF (element ${element})`);
    } else if (/parser error/.test(line)) add('base', 'niedozwolone znaki', 'Plik FA(3) nie jest poprawnym dokumentem XML');
  }
  if (labels.length === 0) add('base', 'nieznany błąd', 'Plik FA(3) nie spełnia schematu KSeF');
  return new ValidationError(errors, `Plik FA(3) nie spełnia schematu KSeF (${labels.join(', ')}), więc nie został wyeksportowany: popraw fakturę i spróbuj ponownie.`);
}

/** Resolves when `xml` is a valid FA(3) document; otherwise rejects with the 422 or 503 described above. */
export function checkFa3(xml: string, schema: string | null): Promise<void> {
  if (!schema) return Promise.reject(new AppError(503, FA3_UNAVAILABLE));
  return new Promise((resolve, reject) => {
    const child = execFile(
      'xmllint',
      ['--noout', '--nonet', '--schema', schema, '-'],
      { timeout: TIMEOUT_MS, maxBuffer: MAX_OUTPUT, encoding: 'utf8' },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        const code = typeof error.code === 'number' ? error.code : null;
        if (code !== null && DOCUMENT_REFUSED.has(code) && !error.killed) return reject(fa3Refusal(stderr));
        reject(new AppError(503, FA3_UNAVAILABLE));
      },
    );
    // a child that has already failed (no xmllint) closes its input: the callback above answers for it
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(xml, 'utf8');
  });
}
