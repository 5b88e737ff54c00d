-- Every backup taken (npm run backup, or the nightly one): each instance's /metrics reports the age
-- of the last good one from here (docs/decisions/0045-backups-and-restore.md).
CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"entry" text NOT NULL,
	"bytes" bigint NOT NULL,
	"succeeded" boolean NOT NULL,
	"error" text
);--> statement-breakpoint
CREATE INDEX "backup_runs_good_idx" ON "backup_runs" USING btree ("finished_at") WHERE succeeded;
