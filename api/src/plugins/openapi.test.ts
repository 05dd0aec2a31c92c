import { startTestApi, type TestApi } from '../test/harness';

/**
 * The API's contract is its schemas: every operation under /api/v1 declares what it answers, and every method that
 * carries a body declares the body (an action without fields declares an empty one). Read from the OpenAPI document
 * the server builds from its routes, so a route added later is checked without editing this test.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(async () => {
  await api.close();
});

interface Operation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: unknown }>;
}

const BODY_METHODS = new Set(['post', 'put', 'patch']);

function operations(): Array<{ name: string; method: string; op: Operation }> {
  const doc = (api.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }).swagger();
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, method, op })));
}

/** Fastify's swagger writes `200: Default Response` without content when a route declares no response at all. */
function declaresResponse(op: Operation): boolean {
  return Object.entries(op.responses ?? {}).some(([status, r]) => /^2\d\d$/.test(status) && (r.content !== undefined || status === '204' || r.description !== 'Default Response'));
}

describe('the API contract', () => {
  it('documents the operations under /api/v1', () => {
    expect(operations().length).toBeGreaterThan(20);
  });

  it('declares the success answer of every operation', () => {
    expect(operations().filter(({ op }) => !declaresResponse(op)).map(({ name }) => name)).toEqual([]);
  });

  it('declares the body of every POST, PUT and PATCH', () => {
    expect(operations().filter(({ method, op }) => BODY_METHODS.has(method) && !op.requestBody).map(({ name }) => name)).toEqual([]);
  });

});
