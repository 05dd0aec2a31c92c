import type { AccommodationFormValues } from '../model';

// The wizard's progress in the browser's storage, per listing ('new' for the one being created): the unsaved values
// (so that a reload or a closed tab loses nothing), the step the user was on and the furthest step reached (so that
// a draft resumes where it was left, and the edit wizard's menu knows the visited steps). New photos (files) cannot
// be kept: they are chosen again.

export interface WizardProgress {
  /** the values not saved yet; absent when everything is saved */
  values?: AccommodationFormValues;
  /** the step's path, e.g. 'rates/1' */
  step: string;
  /** the furthest step reached, e.g. 'locks/2' */
  furthest: string;
}

const key = (target: string) => `gospodarz:accommodation-wizard:${target}`;

export function loadProgress(target: string): WizardProgress | null {
  try {
    const raw = window.localStorage.getItem(key(target));
    const progress = raw ? (JSON.parse(raw) as WizardProgress) : null;
    return progress && typeof progress.step === 'string' ? progress : null;
  } catch {
    return null;
  }
}

export function saveProgress(target: string, progress: WizardProgress): void {
  const values = progress.values && {
    ...progress.values,
    apartmentsAttributes: progress.values.apartmentsAttributes.map((a) => ({ ...a, newImages: [] })),
  };
  try {
    window.localStorage.setItem(key(target), JSON.stringify({ ...progress, values }));
  } catch {
    // storage full or disabled: the progress lives only in this page, as before
  }
}

export function clearProgress(target: string): void {
  try {
    window.localStorage.removeItem(key(target));
  } catch {
    // nothing kept
  }
}
