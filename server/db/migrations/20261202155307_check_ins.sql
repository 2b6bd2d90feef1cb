CREATE TABLE "check_in_answers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"assignment_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"coach_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"client_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"every_weeks" smallint NOT NULL,
	"start_date" date NOT NULL,
	"grace_days" smallint NOT NULL,
	"ended_on" date,
	"coach_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_forms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"questions" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in_answers" ADD CONSTRAINT "check_in_answers_assignment_id_check_in_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."check_in_assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_answers" ADD CONSTRAINT "check_in_answers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_answers" ADD CONSTRAINT "check_in_answers_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_assignments" ADD CONSTRAINT "check_in_assignments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_assignments" ADD CONSTRAINT "check_in_assignments_form_id_check_in_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."check_in_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_assignments" ADD CONSTRAINT "check_in_assignments_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_forms" ADD CONSTRAINT "check_in_forms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_answers_version_idx" ON "check_in_answers" USING btree ("version");--> statement-breakpoint
CREATE INDEX "check_in_answers_client_due_idx" ON "check_in_answers" USING btree ("client_id","due_date");--> statement-breakpoint
CREATE INDEX "check_in_answers_assignment_idx" ON "check_in_answers" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "check_in_answers_coach_idx" ON "check_in_answers" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "check_in_assignments_version_idx" ON "check_in_assignments" USING btree ("version");--> statement-breakpoint
CREATE INDEX "check_in_assignments_client_idx" ON "check_in_assignments" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "check_in_assignments_form_idx" ON "check_in_assignments" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "check_in_assignments_coach_idx" ON "check_in_assignments" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "check_in_forms_version_idx" ON "check_in_forms" USING btree ("version");--> statement-breakpoint
CREATE INDEX "check_in_forms_owner_idx" ON "check_in_forms" USING btree ("owner_id");