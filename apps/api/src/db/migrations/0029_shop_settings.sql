-- What the running shop announces to the tools that share its database (decision 0044): its public
-- origin, so that `npm run jobs` writes the links of its mails to the shop's own address.
CREATE TABLE "shop_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
