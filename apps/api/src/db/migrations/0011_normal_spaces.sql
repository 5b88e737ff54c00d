-- Posts and tasting notes stored before the server normalised spaces (src/lib/html.ts normalSpaces):
-- every non-breaking space becomes a normal one, then all but the last space of a run stay non-breaking.
UPDATE "feed_posts"
SET "content" = regexp_replace(replace(replace("content", '&nbsp;', ' '), chr(160), ' '), ' (?= )', chr(160), 'g')
WHERE strpos("content", chr(160)) > 0 OR strpos("content", '&nbsp;') > 0;--> statement-breakpoint
UPDATE "catalogue_items"
SET "tasting_notes" = regexp_replace(replace(replace("tasting_notes", '&nbsp;', ' '), chr(160), ' '), ' (?= )', chr(160), 'g')
WHERE strpos("tasting_notes", chr(160)) > 0 OR strpos("tasting_notes", '&nbsp;') > 0;
