import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { contactRequests } from '../db/schema';

/**
 * Read-only routes for end-to-end tests, so a browser test can check what reached the database
 * while the API holds the embedded PGlite. Mounted only when API_TEST_ROUTES=1, which the
 * environment schema refuses in production.
 */
export function mountTestRoutes(app: Hono, db: Database) {
  app.get('/__test/contact-requests', async (c) => {
    const email = c.req.query('email');
    const rows = await db
      .select()
      .from(contactRequests)
      .where(email ? eq(contactRequests.email, email) : undefined)
      .orderBy(desc(contactRequests.id));
    return c.json({ data: rows });
  });
}
