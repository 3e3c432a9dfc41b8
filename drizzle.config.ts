import { defineConfig } from "drizzle-kit";

// Only used to generate migrations (`npm run db:generate`); they are applied at server start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./app/db/schema.ts",
    "./app/db/schema-events.ts",
    "./app/db/schema-reviews.ts",
    "./app/db/schema-weddings.ts",
    "./app/db/schema-bookings.ts",
    "./app/db/schema-budget.ts",
  ],
  out: "./app/db/migrations",
  casing: undefined,
});
