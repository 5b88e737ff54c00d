-- A mail's single-use links (reset, verification, email change) are kept only until it is sent
-- (issue 44, decision 0060): `secrets` names them, and delivery blanks them in the stored body.
ALTER TABLE "outbox_emails" ADD COLUMN "secrets" text[];--> statement-breakpoint
-- Mails sent before this change still hold their links: the tokens in them go now.
UPDATE "outbox_emails" SET
  "text" = regexp_replace("text", '([?&]t=)[A-Za-z0-9_%-]+', '\1(removed once sent)', 'g'),
  "html" = regexp_replace("html", '([?&]t=)[A-Za-z0-9_%-]+', '\1(removed once sent)', 'g')
WHERE "status" = 'sent' AND ("text" ~ '[?&]t=' OR "html" ~ '[?&]t=');
