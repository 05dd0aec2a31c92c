import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadSectionKit, type SectionProps } from '@gospodarz/shared';
import { loadRegistry, reRegister } from './registry';

/** How long a section may take to arrive before the user is offered a retry. */
export const SECTION_TIMEOUT_MS = 8000;

export class SectionLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: 'timeout' | 'unavailable' | 'incompatible',
    cause?: unknown,
  ) {
    super(`${remote}: ${reason}`, { cause });
  }
}

/** The federation runtime refuses a remote built against another major of a shared library (strictVersion). */
const INCOMPATIBLE_SHARE = /of shared singleton module .* does not satisfy the requirement/;

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * Loads a remote's section component (the module its registry entry names, or `module`: a public page); `fresh` drops the runtime's cache of that remote first (after a failure).
 * `withKit` (a signed-in section) fetches the shared kit's tables, selects… at the same time, so that the section
 * appears whole instead of waiting for them after its first render; the signed-out screens need none of them.
 */
export async function loadSection(
  name: string,
  fresh: boolean,
  timeoutMs = SECTION_TIMEOUT_MS,
  withKit = false,
  module?: string,
): Promise<{ default: ComponentType<SectionProps> }> {
  try {
    const kit = withKit ? loadSectionKit() : undefined;
    const exposed = module ?? (await loadRegistry())[name]?.module;
    if (!exposed) throw new SectionLoadError(name, 'unavailable');
    if (fresh) await reRegister(name);
    const [mod] = await withTimeout(
      Promise.all([
        loadRemote<{ default: ComponentType<SectionProps> }>(`${name}/${exposed.replace(/^\.\//, '')}`),
        kit,
      ]),
      timeoutMs,
      () => new SectionLoadError(name, 'timeout'),
    );
    if (!mod?.default) throw new SectionLoadError(name, 'unavailable');
    return { default: mod.default };
  } catch (error) {
    if (error instanceof SectionLoadError) throw error;
    const incompatible = error instanceof Error && INCOMPATIBLE_SHARE.test(error.message);
    throw new SectionLoadError(name, incompatible ? 'incompatible' : 'unavailable', error);
  }
}
