-- Professional titles become translated texts ({ en, ru, de, ar }); an existing title is kept as the English one.
ALTER TABLE "doctors" ALTER COLUMN "professional_title" SET DATA TYPE jsonb USING CASE WHEN "professional_title" IS NULL THEN NULL ELSE jsonb_build_object('en', "professional_title") END;
