export { DevShell } from './DevShell';
