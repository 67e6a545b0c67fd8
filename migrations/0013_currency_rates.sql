CREATE TABLE "currency_rates" (
	"currency" varchar(3) PRIMARY KEY NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_currency_valid" CHECK ("currency_rates"."currency" IN ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'SAR', 'AED', 'QAR', 'KWD', 'BHD', 'OMR', 'EGP', 'JOD', 'LBP', 'TRY', 'PKR', 'INR', 'BDT', 'MYR', 'IDR', 'SGD', 'ZAR')),
	CONSTRAINT "currency_rates_rate_positive" CHECK ("currency_rates"."rate" > 0),
	CONSTRAINT "currency_rates_usd_is_one" CHECK ("currency_rates"."currency" <> 'USD' OR "currency_rates"."rate" = 1)
);
--> statement-breakpoint
-- Default rates per 1 USD, approximate as of the date they carry (2025-10-01), so that every database (not only the
-- demo's) shows approximate amounts from its first start; an admin keeps them current (decision 064).
INSERT INTO "currency_rates" ("currency", "rate", "updated_at") VALUES
	('USD', 1, '2025-10-01T00:00:00Z'),
	('EUR', 0.852, '2025-10-01T00:00:00Z'),
	('GBP', 0.744, '2025-10-01T00:00:00Z'),
	('CAD', 1.392, '2025-10-01T00:00:00Z'),
	('AUD', 1.515, '2025-10-01T00:00:00Z'),
	('SAR', 3.75, '2025-10-01T00:00:00Z'),
	('AED', 3.6725, '2025-10-01T00:00:00Z'),
	('QAR', 3.64, '2025-10-01T00:00:00Z'),
	('KWD', 0.3055, '2025-10-01T00:00:00Z'),
	('BHD', 0.376, '2025-10-01T00:00:00Z'),
	('OMR', 0.3845, '2025-10-01T00:00:00Z'),
	('EGP', 47.7, '2025-10-01T00:00:00Z'),
	('JOD', 0.709, '2025-10-01T00:00:00Z'),
	('LBP', 89500, '2025-10-01T00:00:00Z'),
	('TRY', 41.6, '2025-10-01T00:00:00Z'),
	('PKR', 281.5, '2025-10-01T00:00:00Z'),
	('INR', 88.8, '2025-10-01T00:00:00Z'),
	('BDT', 121.7, '2025-10-01T00:00:00Z'),
	('MYR', 4.21, '2025-10-01T00:00:00Z'),
	('IDR', 16650, '2025-10-01T00:00:00Z'),
	('SGD', 1.29, '2025-10-01T00:00:00Z'),
	('ZAR', 17.3, '2025-10-01T00:00:00Z')
ON CONFLICT ("currency") DO NOTHING;
