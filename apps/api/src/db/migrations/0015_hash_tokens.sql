-- The database keeps only the SHA-256 (hex) of session and password-reset tokens
-- (src/lib/token-digest.ts). Live rows are hashed in place, so signed-in users stay
-- signed in and mailed reset links keep working across the upgrade. A 64-hex-digit
-- session token is already a digest (better-auth's tokens are 32 letters and digits).
UPDATE "sessions"
SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex')
WHERE "token" !~ '^[0-9a-f]{64}$';--> statement-breakpoint
UPDATE "verifications"
SET "identifier" = 'reset-password-sha256:'
  || encode(sha256(convert_to(substr("identifier", length('reset-password:') + 1), 'UTF8')), 'hex')
WHERE "identifier" LIKE 'reset-password:%';
