/** drizzle-kit: `npm run db:generate` writes the SQL migrations the product server applies at startup. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
