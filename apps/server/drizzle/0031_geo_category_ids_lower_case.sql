-- Category ids are lower case (top:CA -> top:ca): the newer client builds the geo id from the
-- country in lower case. game_categories.category_id follows by ON UPDATE CASCADE.
UPDATE "categories" SET "id" = lower("id") WHERE "id" <> lower("id");
