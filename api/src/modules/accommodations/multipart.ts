import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart'; // request.parts() / isMultipart()
import { ValidationError } from '../../lib/errors';
import { formTextBudget } from '../../plugins/inputSafety';
import { checkedImage, readFilePart, type UploadedImage } from './images';
import { isObject, type Raw } from '../../lib/fields';

/**
 * The multipart form of POST/PUT /householder/accommodations (the spec's front end sent the listing with its photos
 * as form data). Two ways to send the fields, mixable:
 *   - one text field `accommodation` holding the JSON of the listing (what our wizard sends), or
 *   - bracketed keys as Rails forms write them: `accommodation[name]`, `accommodation[apartmentsAttributes][0][name]`,
 *     `accommodation[apartmentsAttributes][0][pricesAttributes][0][basePrice]` (the `accommodation` prefix is optional).
 * Photos are file parts named `apartmentsAttributes[<n>][images][]` (with or without the `accommodation` prefix;
 * `images[]` alone means the first apartment); n is the apartment's index in apartmentsAttributes.
 */
export interface AccommodationForm {
  raw: Raw;
  files: Map<number, UploadedImage[]>;
}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function segmentsOf(key: string): string[] {
  const first = /^[^[]+/.exec(key)?.[0] ?? '';
  const rest = [...key.slice(first.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]);
  return [first, ...rest];
}

function assign(target: Raw, segments: string[], value: string) {
  let node: Raw = target;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] === '' ? String(Object.keys(node).length) : segments[i];
    if (FORBIDDEN.has(segment)) return;
    if (i === segments.length - 1) {
      node[segment] = value;
      return;
    }
    if (!isObject(node[segment])) node[segment] = {};
    node = node[segment] as Raw;
  }
}

function apartmentIndexOf(fieldname: string): number | null {
  const segments = segmentsOf(fieldname).filter((s) => s !== 'accommodation');
  if (segments[segments.length - 1] === '') segments.pop();
  if (segments.length === 1 && segments[0] === 'images') return 0;
  const at = segments.findIndex((s) => s === 'apartmentsAttributes' || s === 'apartments');
  if (at === -1 || !/^\d+$/.test(segments[at + 1] ?? '') || segments[at + 2] !== 'images') return null;
  const index = Number(segments[at + 1]);
  return index < 100 ? index : null;
}

export async function readAccommodationForm(request: FastifyRequest): Promise<AccommodationForm> {
  const raw: Raw = {};
  const files = new Map<number, UploadedImage[]>();
  let json: Raw | null = null;
  const countText = formTextBudget(request);
  for await (const part of request.parts()) {
    if (part.type !== 'file') countText(part);
    if (part.type === 'file') {
      const index = apartmentIndexOf(part.fieldname);
      const field = `apartmentsAttributes[${index ?? 0}].images`;
      const buffer = await readFilePart(part, field);
      if (index === null) continue; // a file under a name we do not know is not stored
      const list = files.get(index) ?? [];
      list.push(checkedImage(part.filename, buffer, field));
      files.set(index, list);
      continue;
    }
    const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    if (part.fieldname === 'accommodation') {
      try {
        const parsed: unknown = JSON.parse(value);
        if (!isObject(parsed)) throw new Error('not an object');
        json = parsed;
      } catch {
        throw new ValidationError({ accommodation: ['Nieprawidłowy format danych (oczekiwano JSON)'] });
      }
      continue;
    }
    const segments = segmentsOf(part.fieldname);
    if (segments[0] === 'accommodation') segments.shift();
    if (segments.length > 0 && segments[0] !== '') assign(raw, segments, value);
  }
  return { raw: json ? { ...raw, ...json } : raw, files };
}
