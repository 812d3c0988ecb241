import { readdirSync } from "node:fs";
import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations from server/db/schema; the server applies them at start. The schema
// is every module of that folder but its tests (a glob would read orders.test.ts as schema and fail).
const schemaFolder = "./server/db/schema";
export default defineConfig({
  dialect: "postgresql",
  schema: readdirSync(schemaFolder)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => `${schemaFolder}/${file}`),
  out: "./server/db/migrations",
});
