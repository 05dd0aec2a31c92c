// Async boundary: the federation runtime negotiates shared singletons before the shell's code runs.
import('./bootstrap');
