import { startSuite } from './suite';

export default async function globalSetup() {
  const { url } = await startSuite();
  console.log(`\n[e2e] suite at ${url}`);
}
