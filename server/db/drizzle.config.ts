import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations from server/db/schema; the server applies them at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/*.ts",
  out: "./server/db/migrations",
});
