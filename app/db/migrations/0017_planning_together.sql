CREATE TABLE "checklist_task" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"event_id" integer,
	"title" text NOT NULL,
	"due_date" date,
	"assignee_user_id" text,
	"done_at" timestamp with time zone,
	"done_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_invitation" (
	"household_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"wedding_id" integer NOT NULL,
	CONSTRAINT "event_invitation_household_id_event_id_pk" PRIMARY KEY("household_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "guest" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"household_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_child" boolean DEFAULT false NOT NULL,
	"email" text,
	"phone" text,
	"dietary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dietary_other" text,
	"accessibility" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_import" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"by_user_id" text,
	"outcomes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"email" text,
	"phone" text,
	"side" text DEFAULT 'both' NOT NULL,
	"group_name" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link_version" integer DEFAULT 1 NOT NULL,
	"message" text,
	"answered_at" timestamp with time zone,
	"invitation_sent_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_invite" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rsvp_answer" (
	"guest_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"wedding_id" integer NOT NULL,
	"attending" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsvp_answer_guest_id_event_id_pk" PRIMARY KEY("guest_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "wedding" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_user_id" text NOT NULL,
	"rsvp_deadline" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wedding_plan_user_id_unique" UNIQUE("plan_user_id")
);
--> statement-breakpoint
CREATE TABLE "wedding_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"actor_user_id" text,
	"actor_name" text NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wedding_member" (
	"wedding_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wedding_member_wedding_id_user_id_pk" PRIMARY KEY("wedding_id","user_id"),
	CONSTRAINT "wedding_member_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "wedding_event" ADD COLUMN "dress_notes" text;--> statement-breakpoint
ALTER TABLE "checklist_task" ADD CONSTRAINT "checklist_task_wedding_id_wedding_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."wedding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_task" ADD CONSTRAINT "checklist_task_event_id_wedding_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_task" ADD CONSTRAINT "checklist_task_assignee_user_id_user_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitation" ADD CONSTRAINT "event_invitation_household_id_household_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."household"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitation" ADD CONSTRAINT "event_invitation_event_id_wedding_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitation" ADD CONSTRAINT "event_invitation_wedding_id_wedding_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."wedding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest" ADD CONSTRAINT "guest_wedding_id_wedding_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."wedding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest" ADD CONSTRAINT "guest_household_id_household_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."household"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_import" ADD CONSTRAINT "guest_import_wedding_id_wedding_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."wedding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_import" ADD CONSTRAINT "guest_import_by_user_id_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household" ADD CONSTRAINT "household_wedding_id_wedding_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."wedding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invite" ADD CONSTRAINT "member_invite_wedding_id_wedding_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."wedding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invite" ADD CONSTRAINT "member_invite_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_answer" ADD CONSTRAINT "rsvp_answer_guest_id_guest_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_answer" ADD CONSTRAINT "rsvp_answer_event_id_wedding_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_answer" ADD CONSTRAINT "rsvp_answer_wedding_id_wedding_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."wedding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding" ADD CONSTRAINT "wedding_plan_user_id_user_id_fk" FOREIGN KEY ("plan_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_activity" ADD CONSTRAINT "wedding_activity_wedding_id_wedding_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."wedding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_activity" ADD CONSTRAINT "wedding_activity_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_member" ADD CONSTRAINT "wedding_member_wedding_id_wedding_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."wedding"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_member" ADD CONSTRAINT "wedding_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_task_due_idx" ON "checklist_task" USING btree ("wedding_id","due_date") WHERE "checklist_task"."done_at" is null;--> statement-breakpoint
CREATE INDEX "event_invitation_event_idx" ON "event_invitation" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "guest_household_idx" ON "guest" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "guest_wedding_idx" ON "guest" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "guest_import_wedding_idx" ON "guest_import" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "household_wedding_idx" ON "household" USING btree ("wedding_id","name");--> statement-breakpoint
CREATE INDEX "member_invite_wedding_idx" ON "member_invite" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "rsvp_answer_event_idx" ON "rsvp_answer" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "wedding_activity_wedding_idx" ON "wedding_activity" USING btree ("wedding_id","created_at");--> statement-breakpoint
-- Every existing couple's plan becomes their wedding's (decision 037): one wedding per couple
-- account, the couple its first partner. Their events, shortlist and enquiries stay where they
-- are, keyed by that account (`wedding.plan_user_id`), so nothing is copied and nothing is lost.
INSERT INTO "wedding" ("plan_user_id", "created_at")
  SELECT "id", "created_at" FROM "user" WHERE "role" = 'user'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "wedding_member" ("wedding_id", "user_id", "role", "joined_at")
  SELECT "wedding"."id", "wedding"."plan_user_id", 'partner', "wedding"."created_at" FROM "wedding"
  ON CONFLICT DO NOTHING;
