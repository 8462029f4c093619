-- Trigram matching for the goods search (keyword ILIKE '%…%' served by a GIN index). pg_trgm is a
-- trusted extension: the database owner may create it. PGlite loads it from its contrib bundle
-- (server/db/client.ts passes it when opening).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
