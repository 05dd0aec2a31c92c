declare const __GOSPODARZ_RELEASE__: string | undefined;

/** The release of this section's build (GOSPODARZ_RELEASE at build time, else the package's version). */
export const RELEASE = typeof __GOSPODARZ_RELEASE__ === 'string' ? __GOSPODARZ_RELEASE__ : 'dev';
