-- The demo brands' partner stand-in moved from /dev/partner/ (served only with DEV_ENDPOINTS=1)
-- to /demo/partner/, served wherever the demo brands are (server/routes/demo-partner.ts). A
-- database seeded before keeps its brands' settings: their stand-in addresses follow it. An
-- address an operator set to a partner of its own is left as it is.
update brands b
set settings = jsonb_set(b.settings, '{partner_product_urls}', (
  select jsonb_object_agg(u.key,
    case when u.value #>> '{}' like '/dev/partner/%'
      then to_jsonb('/demo/partner/' || substr(u.value #>> '{}', length('/dev/partner/') + 1))
      else u.value end)
  from jsonb_each(b.settings -> 'partner_product_urls') u
))
where jsonb_typeof(b.settings -> 'partner_product_urls') = 'object'
  and exists (
    select 1 from jsonb_each_text(b.settings -> 'partner_product_urls') u
    where u.value like '/dev/partner/%'
  );
