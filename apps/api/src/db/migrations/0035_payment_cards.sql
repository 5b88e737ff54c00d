-- The card each charge attempt and refund used (issue 29): the console named the order's current card
-- for every attempt, so two declines on one card read as charges of the card that paid later.
-- Rows written before this migration keep no card: which card they used was never recorded.
ALTER TABLE "payments" ADD COLUMN "card_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_id_saved_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("id") ON DELETE no action ON UPDATE no action;
