import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { Parser as Mt940Parser } from 'mt940js';
import { ValidationError } from '../../lib/errors';

/**
 * Bank statements as Polish banks export them (issue 39): SWIFT MT940 (read by mt940js; the :86: subfields of the
 * Polish 'MT940 ZBP' variant, '~20'…'~25' the title, '~27' and '~32'…'~33' the payer's name (the address lines left out), also written with
 * '<', '^' or '?') and ISO 20022 CAMT.053 (read by fast-xml-parser; any camt.053.001.xx version: the payer is
 * RltdPties/Dbtr/Nm or …/Dbtr/Pty/Nm, the title RmtInf/Ustrd or the creditor reference). Only incoming transfers
 * (credits, not reversals) are kept. Each carries a key that is the same every time the statement is read: the
 * bank's own reference of the entry when it gives one, else a hash of the account, date, amount, payer, title and
 * how many identical entries came before it in the file.
 */

export const MAX_STATEMENT_BYTES = 2 * 1024 * 1024;

export interface StatementTransfer {
  bankKey: string;
  bookedOn: string;
  grosze: number;
  currency: string;
  counterparty: string;
  title: string;
}

export interface ParsedStatement {
  format: 'mt940' | 'camt053';
  bankAccount: string;
  transfers: StatementTransfer[];
}

const refuse = (message: string): never => {
  throw new ValidationError({ file: [message] }, message);
};

/** UTF-8 when the bytes are, else Windows-1250 (the code page many Polish banks still write). */
function decode(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1250').decode(buffer);
  }
}

const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const spaces = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Keys for entries without the bank's reference: equal entries of one file are told apart by their order. */
function keyer(account: string) {
  const seen = new Map<string, number>();
  return (t: Omit<StatementTransfer, 'bankKey'>, bankRef: string | null): string => {
    if (bankRef) return `ref:${account}:${bankRef}`;
    const base = [account, t.bookedOn, t.grosze, t.currency, t.counterparty, t.title].join('|');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return `hash:${createHash('sha256').update(`${base}|${n}`).digest('hex')}`;
  };
}

/** The :86: subfields of the Polish variant ('~20' …), or null when the field is free text. */
function subfields(details: string): Record<string, string> | null {
  const text = details.replace(/\r?\n/g, '');
  const m = /^(?:\d{3})?([~<^?>])\d{2}/.exec(text);
  if (!m) return null;
  const sep = m[1].replace(/[\^?]/, '\\$&');
  const fields: Record<string, string> = {};
  for (const part of text.slice(text.indexOf(m[1])).split(new RegExp(`${sep}(?=\\d{2})`))) {
    if (part.length >= 2) fields[part.slice(0, 2)] = (fields[part.slice(0, 2)] ?? '') + part.slice(2);
  }
  return fields;
}

const joined = (f: Record<string, string>, keys: string[]) => spaces(keys.map((k) => f[k] ?? '').join(' '));

export function parseMt940(text: string): ParsedStatement {
  let statements;
  try {
    statements = new Mt940Parser({ no86Structure: true }).parse(text.replace(/\r\n/g, '\n'));
  } catch (error) {
    return refuse(`To nie jest poprawny wyciąg MT940: ${(error as Error).message}.`);
  }
  if (!statements.length) refuse('Plik nie zawiera wyciągu MT940.');
  const account = (statements[0].accountIdentification ?? '').replace(/^\//, '').replace(/\s/g, '');
  const key = keyer(account);
  const transfers: StatementTransfer[] = [];
  for (const s of statements) {
    for (const t of s.transactions) {
      if (t.amount <= 0 || t.reversal) continue;
      const f = subfields(t.details ?? '');
      const title = f ? joined(f, ['20', '21', '22', '23', '24', '25']) : spaces(t.details ?? '');
      const counterparty = f ? joined(f, ['27', '32', '33']) : '';
      const entry = { bookedOn: day(t.date), grosze: Math.round(t.amount * 100), currency: t.currency || s.currency, counterparty, title };
      const bankRef = t.bankReference && t.bankReference !== 'NONREF' ? t.bankReference : t.reference && t.reference !== 'NONREF' ? t.reference : null;
      transfers.push({ ...entry, bankKey: key(entry, bankRef) });
    }
  }
  return { format: 'mt940', bankAccount: account, transfers };
}

const list = <T>(v: T | T[] | undefined | null): T[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);
type Node = Record<string, unknown>;
const at = (node: unknown, ...path: string[]): unknown => path.reduce<unknown>((n, k) => (n && typeof n === 'object' ? (n as Node)[k] : undefined), node);
const text = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'object' ? text((v as Node)['#text']) : String(v));

function amountOf(node: unknown): { grosze: number; currency: string } | null {
  const value = text(node);
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return null;
  return { grosze: Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0')), currency: text(at(node, '@_Ccy')) };
}

export function parseCamt053(xml: string): ParsedStatement {
  let doc: unknown;
  try {
    doc = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false, processEntities: true }).parse(xml, true);
  } catch (error) {
    return refuse(`To nie jest poprawny plik XML: ${(error as Error).message.split('\n')[0]}.`);
  }
  const root = at(doc, 'Document', 'BkToCstmrStmt');
  if (!root) refuse('Plik XML nie jest wyciągiem CAMT.053 (brak BkToCstmrStmt).');
  const statements = list(at(root, 'Stmt') as Node | Node[]);
  if (!statements.length) refuse('Plik CAMT.053 nie zawiera wyciągu.');
  const account = text(at(statements[0], 'Acct', 'Id', 'IBAN')) || text(at(statements[0], 'Acct', 'Id', 'Othr', 'Id'));
  const key = keyer(account);
  const transfers: StatementTransfer[] = [];
  for (const s of statements) {
    for (const entry of list(at(s, 'Ntry') as Node | Node[])) {
      if (text(at(entry, 'CdtDbtInd')) !== 'CRDT' || text(at(entry, 'RvslInd')) === 'true') continue;
      const booked = (text(at(entry, 'BookgDt', 'Dt')) || text(at(entry, 'BookgDt', 'DtTm')) || text(at(entry, 'ValDt', 'Dt'))).slice(0, 10);
      const entryAmount = amountOf(at(entry, 'Amt'));
      if (!/^\d{4}-\d{2}-\d{2}$/.test(booked) || !entryAmount) continue;
      const details = list(at(entry, 'NtryDtls') as Node | Node[]).flatMap((d) => list(at(d, 'TxDtls') as Node | Node[]));
      const items = details.length ? details : [{} as Node];
      items.forEach((tx, i) => {
        const amount = (details.length > 1 ? amountOf(at(tx, 'Amt')) ?? amountOf(at(tx, 'AmtDtls', 'TxAmt', 'Amt')) : null) ?? entryAmount;
        const debtor = at(tx, 'RltdPties', 'Dbtr');
        const counterparty = spaces(text(at(debtor, 'Nm')) || text(at(debtor, 'Pty', 'Nm')));
        const ustrd = list(at(tx, 'RmtInf', 'Ustrd') as unknown[]).map(text).join(' ');
        const title = spaces(ustrd || list(at(tx, 'RmtInf', 'Strd') as Node[]).map((st) => text(at(st, 'CdtrRefInf', 'Ref'))).join(' ') || text(at(entry, 'AddtlNtryInf')));
        const ref = text(at(tx, 'Refs', 'AcctSvcrRef')) || (items.length === 1 ? text(at(entry, 'AcctSvcrRef')) : '');
        const bankRef = ref || (text(at(entry, 'AcctSvcrRef')) ? `${text(at(entry, 'AcctSvcrRef'))}#${i}` : null);
        const t = { bookedOn: booked, grosze: amount.grosze, currency: amount.currency || text(at(s, 'Acct', 'Ccy')) || 'PLN', counterparty, title };
        if (t.grosze > 0) transfers.push({ ...t, bankKey: key(t, bankRef) });
      });
    }
  }
  return { format: 'camt053', bankAccount: account, transfers };
}

/** Reads a statement in whichever of the two formats it is (by its content, not its name). */
export function parseStatement(buffer: Buffer): ParsedStatement {
  if (buffer.length === 0) refuse('Plik jest pusty.');
  if (buffer.length > MAX_STATEMENT_BYTES) refuse('Plik wyciągu może mieć najwyżej 2 MB.');
  const content = decode(buffer);
  const head = content.trimStart().slice(0, 2000);
  if (head.startsWith('<')) return parseCamt053(content);
  if (/:20:/.test(head) || /^\{1:/.test(head)) return parseMt940(content);
  return refuse('Nieznany format pliku: wybierz wyciąg MT940 (.sta, .mt940, .txt) albo CAMT.053 (.xml).');
}
