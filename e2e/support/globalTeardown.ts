import { stopSuite } from './suite';

export default async function globalTeardown() {
  stopSuite();
}
