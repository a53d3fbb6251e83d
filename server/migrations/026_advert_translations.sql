-- An advert's texts in the brand's other languages (issue 38): { "<locale>": { "name": …,
-- "description": …, "link_name": … } }. The advert's own columns are its texts in the brand's
-- default language, what a language the brand has not written reads: never English by accident.
alter table adverts add column translations jsonb not null default '{}'::jsonb;
