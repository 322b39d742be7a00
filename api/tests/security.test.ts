import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/app';
import { testEnv, setupTestApi, type TestApi } from './helpers';

let ctx: TestApi;
beforeAll(async () => {
  ctx = await setupTestApi();
});
afterAll(() => ctx.close());

const INTROSPECTION = `{ __schema { queryType { name } } }`;

describe('GraphQL limits', () => {
  // The deepest real path in today's schema is 5 (doctors.results.organization.settings.id), so
  // depth 11 is built from a path that also has unknown fields: validation reports all errors.
  it('rejects a query deeper than 10', async () => {
    const deepest = `{ doctors { results { organization { settings { id } } } } }`;
    expect((await ctx.gql(deepest)).errors).toBeUndefined();
    const nest = (depth: number): string => (depth === 0 ? 'id' : `settings { ${nest(depth - 1)} }`);
    const tooDeep = `{ doctors { results { organization { ${nest(8)} } } } }`;
    const response = await ctx.gql(tooDeep);
    expect(response.errors?.map((e) => e.message)).toContainEqual(expect.stringMatching(/depth limit of 10 exceeded/));
    expect(response.data).toBeUndefined();
  });

  it('rejects more than 15 aliases', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: organizations { id }`).join(' ')} }`;
    expect((await ctx.gql(aliases(15))).errors).toBeUndefined();
    const response = await ctx.gql(aliases(16));
    expect(response.errors?.[0]?.message).toMatch(/aliases/i);
  });

  // Issue 9: 15 aliased, nested doctors(limit: 100) returned 736 KB to an anonymous caller.
  it('refuses 15 aliased, nested doctor lists of 100 by cost, before any resolver runs', async () => {
    // A fragment keeps the document short (under the token limit); the cost counts it where spread.
    const fields = `fragment Full on Doctor { id slug first_name last_name about cover avatar lowestPrice ` +
      `languages { id code name nativeName } specialties { id name slug } groups { id group_id name } working_hours { day start end } ` +
      `plans { id name description features price type type_name duration } organization { id name settings { id primary_color region settings } } }`;
    const attack = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: doctors(query: { pagination: { limit: 100 } }) { total results { ...Full } }`).join(' ')} } ${fields}`;
    const response = await ctx.gql(attack);
    expect(response.errors?.[0]?.message).toMatch(/cost limit of \d+ exceeded/i);
    expect(response.data).toBeUndefined();
    // one such list is an ordinary request
    const one = await ctx.gql<{ doctors: { results: unknown[] } }>(`{ doctors(query: { pagination: { limit: 100 } }) { results { ...Full } } } ${fields}`);
    expect(one.errors).toBeUndefined();
    expect(one.data?.doctors.results.length).toBeGreaterThan(0);
  });

  it('refuses a document with too many tokens', async () => {
    const fields = (n: number) => `{ organizations { ${Array.from({ length: n }, () => 'id').join(' ')} } }`;
    expect((await ctx.gql(fields(500))).errors).toBeUndefined();
    const response = await ctx.gql(fields(1000));
    expect(response.errors?.[0]?.message).toMatch(/token limit of \d+ exceeded/i);
  });

  it('suggests field names in development only (no "Did you mean" once introspection is off)', async () => {
    const typo = `{ organizations { nam } }`;
    expect((await ctx.gql(typo)).errors?.[0]?.message).toMatch(/Did you mean "name"/);
    const production = ctx.makeApi({ env: testEnv({ NODE_ENV: 'production' }) });
    const response = await ctx.gql(typo, {}, {}, production);
    expect(response.errors?.[0]?.message).toMatch(/Cannot query field "nam"/);
    expect(JSON.stringify(response.errors)).not.toMatch(/did you mean|"name"/i);
  });

  it('introspection works in development and is refused in production', async () => {
    expect((await ctx.gql(INTROSPECTION)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const production = ctx.makeApi({ env: testEnv({ NODE_ENV: 'production' }) });
    const response = await ctx.gql(INTROSPECTION, {}, {}, production);
    expect(response.errors?.[0]?.message).toMatch(/introspection/i);
    // ordinary queries still work in production
    expect((await ctx.gql(`{ organizations { id } }`, {}, {}, production)).errors).toBeUndefined();
  });

  it('masks unexpected errors but shows our own codes', async () => {
    const response = await ctx.gql(`{ doctors(query: { pagination: { page: -1 } }) { total } }`);
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('HTTP layer', () => {
  it('rejects a body over 1 MB with 413, by declared length and by streamed size', async () => {
    const big = JSON.stringify({ query: `{ organizations { id } }`, variables: { pad: 'x'.repeat(MAX_BODY_BYTES) } });
    const declared = await ctx.api.fetch(new Request('http://api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big }));
    expect(declared.status).toBe(413);

    // A chunked body without content-length must be cut off as well.
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024));
        controller.close();
      },
    });
    // Node requires duplex for stream bodies; its RequestInit type does not declare it yet.
    const init: RequestInit & { duplex: 'half' } = { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' };
    const streamed = await ctx.api.fetch(new Request('http://api/graphql', init));
    expect(streamed.status).toBe(413);
  });

  it('serves /health-check and a JSON 404 elsewhere', async () => {
    const health = await ctx.api.fetch(new Request('http://api/health-check'));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    const missing = await ctx.api.fetch(new Request('http://api/nope'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'not_found', path: '/nope' });
  });

  it('does not answer CORS preflights with permissive headers', async () => {
    const response = await ctx.api.fetch(
      new Request('http://api/graphql', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ organizations { id } }' }) }),
    );
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('end-to-end test routes', () => {
  const CONTACT = `mutation($input: ContactUsInput!) { sendContactUsEmail(input: $input) { message } }`;

  it('are absent unless API_TEST_ROUTES=1', async () => {
    const response = await ctx.api.fetch(new Request('http://api/__test/contact-requests'));
    expect(response.status).toBe(404);
  });

  it('list stored contact requests when enabled', async () => {
    const withRoutes = ctx.makeApi({ env: testEnv({ API_TEST_ROUTES: '1' }) });
    const email = `routes-${Date.now()}@example.com`;
    const input = { first_name: 'Ada', last_name: 'Lovelace', phone_number: '+4930123456', email, description: 'Hello' };
    expect((await ctx.gql(CONTACT, { input })).errors).toBeUndefined();
    const response = await withRoutes.fetch(new Request(`http://api/__test/contact-requests?email=${encodeURIComponent(email)}`));
    const body: { data: Array<{ email: string; firstName: string }> } = await response.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ email, firstName: 'Ada' });
  });

  it('cannot be enabled in production', () => {
    expect(() => testEnv({ API_TEST_ROUTES: '1', NODE_ENV: 'production' })).toThrow(/API_TEST_ROUTES/);
  });
});
