-- First start of the compose PostgreSQL: one database per service, with a UTF-8 character type so
-- that pg_trgm makes trigrams of Devanagari and Chinese (as infra/lib/databases.mjs does for
-- `npm start`), and pg_trgm installed.
CREATE DATABASE art_identity TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.utf8' LC_CTYPE 'C.utf8';
CREATE DATABASE art_catalogue TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.utf8' LC_CTYPE 'C.utf8';
CREATE DATABASE art_social TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.utf8' LC_CTYPE 'C.utf8';
CREATE DATABASE art_commerce TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.utf8' LC_CTYPE 'C.utf8';
CREATE DATABASE art_messaging TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.utf8' LC_CTYPE 'C.utf8';
CREATE DATABASE art_notification TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.utf8' LC_CTYPE 'C.utf8';
CREATE DATABASE art_moderation TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.utf8' LC_CTYPE 'C.utf8';
\connect art_identity
CREATE EXTENSION IF NOT EXISTS pg_trgm;
\connect art_catalogue
CREATE EXTENSION IF NOT EXISTS pg_trgm;
\connect art_social
CREATE EXTENSION IF NOT EXISTS pg_trgm;
\connect art_commerce
CREATE EXTENSION IF NOT EXISTS pg_trgm;
\connect art_messaging
CREATE EXTENSION IF NOT EXISTS pg_trgm;
\connect art_notification
CREATE EXTENSION IF NOT EXISTS pg_trgm;
\connect art_moderation
CREATE EXTENSION IF NOT EXISTS pg_trgm;
