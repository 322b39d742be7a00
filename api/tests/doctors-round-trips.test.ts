import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApi, type TestApi } from './helpers';

/** Counts the SQL statements Drizzle sends while one request runs (N+1 guard). */
const queries = { count: 0, logQuery() { this.count += 1; } };

let ctx: TestApi;
beforeAll(async () => {
  ctx = await setupTestApi({ logger: queries });
});
afterAll(() => ctx.close());

const CARDS = `query($query: DoctorsQuery) { doctors(query: $query) { total results {
  id slug first_name last_name avatar professional_title experience_start_date lowestPrice about
  languages { id code name nativeName } specialties { id name slug } organization { id name image settings { id } }
  groups { id group_id name } plans { id name price type_name } } } }`;

async function roundTrips(limit: number) {
  queries.count = 0;
  const response = await ctx.gql<{ doctors: { results: unknown[] } }>(CARDS, { query: { pagination: { limit } } });
  expect(response.errors).toBeUndefined();
  expect(response.data?.doctors.results).toHaveLength(limit);
  return queries.count;
}

describe('doctor list SQL round trips', () => {
  it('do not grow with the number of doctors (relations are batched per request)', async () => {
    const one = await roundTrips(1);
    const five = await roundTrips(5);
    const forty = await roundTrips(40);
    console.info(`doctors list round trips: 1 doctor ${one}, 5 doctors ${five}, 40 doctors ${forty}`);
    expect(five).toBe(one);
    expect(forty).toBe(one);
  });

  it('load only the relations the query selects', async () => {
    queries.count = 0;
    const response = await ctx.gql(`{ doctors(query: { pagination: { limit: 5 } }) { total results { id first_name } } }`);
    expect(response.errors).toBeUndefined();
    // the page and its total in one statement (count(*) over ())
    expect(queries.count).toBe(1);
  });

  it('still reports the total for a page past the end', async () => {
    const all = await ctx.gql<{ doctors: { total: number } }>(`{ doctors { total } }`);
    const past = await ctx.gql<{ doctors: { total: number; results: unknown[] } }>(
      `{ doctors(query: { pagination: { page: 50, limit: 10 } }) { total results { id } } }`,
    );
    expect(all.data?.doctors.total).toBeGreaterThan(0);
    expect(past.data?.doctors).toEqual({ total: all.data?.doctors.total, results: [] });
  });
});
