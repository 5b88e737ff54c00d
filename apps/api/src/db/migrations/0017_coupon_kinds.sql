-- A coupon is an action chosen by its kind (packages/contract/src/pricing.ts, docs/changes/coupon-kind.md):
-- a percentage of the cart after offers, or a fixed amount off it. Existing coupons are percentages.
ALTER TABLE "coupons" ADD COLUMN "kind" text DEFAULT 'percentage' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "amount_off_cents" integer;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "percent_basis_points" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_action_check" CHECK (
  (kind = 'percentage' AND percent_basis_points > 0 AND amount_off_cents IS NULL)
  OR (kind = 'amount' AND amount_off_cents > 0 AND percent_basis_points IS NULL)
);
