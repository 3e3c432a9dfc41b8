ALTER TABLE "vendor" ADD COLUMN "price_from" integer;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "capacity_min" integer;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "capacity_max" integer;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "travel_miles" integer;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "faiths" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "dietary" jsonb DEFAULT '[]'::jsonb NOT NULL;