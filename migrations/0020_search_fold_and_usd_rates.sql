-- Issue 32: a teacher's rate is in USD like every class price; a rate entered in another currency is converted at
-- the admin's rates table (decision 064) before the rule holds.
UPDATE "teacher_profiles" p SET "hourly_rate" = round(p."hourly_rate" / r."rate", 2), "currency" = 'USD'
  FROM "currency_rates" r WHERE p."currency" <> 'USD' AND r."currency" = p."currency";
--> statement-breakpoint
UPDATE "teacher_profiles" SET "currency" = 'USD' WHERE "currency" <> 'USD';
--> statement-breakpoint
ALTER TABLE "teacher_profiles" DROP CONSTRAINT "teacher_profiles_currency_valid";--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_currency_usd" CHECK ("teacher_profiles"."currency" = 'USD');
--> statement-breakpoint
-- Issue 32, decision 085: search finds what families type. One fold for documents and queries alike: lower case,
-- accents off (unaccent), apostrophes, 'ayn/hamza marks, Arabic short vowels and the tatweel removed, other
-- punctuation a space, spaces collapsed, then spelling variants to one form (Koran/Quran, memorize/memorise,
-- hifdh/hifth/hifz, hafidh/hafiz, tajweed/tajwid, juzz/juz). Declared immutable (unaccent is only stable, as its
-- rules file could change) so that a query's fold is computed once, when the statement is planned.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  SET search_path = public, pg_temp
  AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    btrim(regexp_replace(regexp_replace(regexp_replace(
      translate(lower(unaccent('public.unaccent'::regdictionary, t)), 'أإآٱ', 'اااا'),
      E'[\'`\u00B4\u02B9-\u02BF\u2018\u2019\u201B\u2032\u0640\u064B-\u065F\u0670]', '', 'g'),
      E'[!-/:-@[-^_{-~\u00A1-\u00BF\u2010-\u2027\u2030-\u205E\u060C\u061B\u061F\u066A-\u066D\u06D4]', ' ', 'g'),
      E'\\s+', ' ', 'g')),
    'koran', 'quran', 'g'),
    'memoriz', 'memoris', 'g'),
    'hif(dh|th|zh)', 'hifz', 'g'),
    'hafi(dh|th|zh)', 'hafiz', 'g'),
    'tajweed', 'tajwid', 'g'),
    'juzz', 'juz', 'g')
$$;
--> statement-breakpoint
-- The search document now also holds the teaching languages and every active class's title and description, each
-- part folded alone and joined by newlines: a folded query holds no newline, so no match spans two parts.
CREATE OR REPLACE FUNCTION teacher_profiles_fill_search_text() RETURNS trigger LANGUAGE plpgsql
  SET search_path = public, pg_temp AS $$
BEGIN
  NEW.search_text := concat_ws(E'\n',
    search_fold(teacher_search_text(NEW.bio, NEW.qualifications, NEW.specializations) || ' ' ||
                array_to_string(NEW.languages, ' ')),
    (SELECT string_agg(search_fold(c.title || ' ' || c.description), E'\n' ORDER BY c.id)
       FROM classes c WHERE c.teacher_id = NEW.user_id AND c.is_active),
    coalesce((SELECT search_fold(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = NEW.user_id), ''));
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER "teacher_profiles_search_text" ON "teacher_profiles";
--> statement-breakpoint
CREATE TRIGGER "teacher_profiles_search_text" BEFORE INSERT OR UPDATE OF "bio", "qualifications", "specializations", "languages", "user_id", "search_text"
  ON "teacher_profiles" FOR EACH ROW EXECUTE FUNCTION teacher_profiles_fill_search_text();
--> statement-breakpoint
-- A class written, switched off or removed refreshes its teacher's document: once per statement (a seed's thousands
-- of classes cost one pass), only for classes whose searched fields changed.
CREATE OR REPLACE FUNCTION classes_to_teacher_search_text() RETURNS trigger LANGUAGE plpgsql
  SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE teacher_profiles SET search_text = '' WHERE user_id IN (SELECT teacher_id FROM new_classes);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE teacher_profiles SET search_text = '' WHERE user_id IN (SELECT teacher_id FROM old_classes);
  ELSE
    UPDATE teacher_profiles SET search_text = '' WHERE user_id IN (
      SELECT t.id FROM new_classes n JOIN old_classes o ON o.id = n.id,
        LATERAL (VALUES (n.teacher_id), (o.teacher_id)) AS t(id)
      WHERE (n.title, n.description, n.is_active, n.teacher_id) IS DISTINCT FROM
            (o.title, o.description, o.is_active, o.teacher_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "classes_insert_to_teacher_search_text" AFTER INSERT ON "classes"
  REFERENCING NEW TABLE AS new_classes FOR EACH STATEMENT EXECUTE FUNCTION classes_to_teacher_search_text();
--> statement-breakpoint
CREATE TRIGGER "classes_update_to_teacher_search_text" AFTER UPDATE ON "classes"
  REFERENCING OLD TABLE AS old_classes NEW TABLE AS new_classes FOR EACH STATEMENT
  EXECUTE FUNCTION classes_to_teacher_search_text();
--> statement-breakpoint
CREATE TRIGGER "classes_delete_to_teacher_search_text" AFTER DELETE ON "classes"
  REFERENCING OLD TABLE AS old_classes FOR EACH STATEMENT EXECUTE FUNCTION classes_to_teacher_search_text();
--> statement-breakpoint
UPDATE "teacher_profiles" SET "search_text" = '';
