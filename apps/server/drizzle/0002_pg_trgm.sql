-- Trigram matching for game title search (GIN gin_trgm_ops index on games.search_title).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
