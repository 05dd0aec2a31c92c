import { startSectionEarly } from './features/remotes/startSectionEarly';

// With a session kept, the page's section starts loading now, in parallel with the shell's code.
startSectionEarly(window.location.pathname);
// Async boundary: the federation runtime negotiates shared singletons before the shell's code runs.
import('./bootstrap');
