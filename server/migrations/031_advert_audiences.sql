-- An advert id may have a version for each audience (SPEC.md section 4, Advert audience): the
-- jackpot page's jackpot_bets shows a player their picks and a visitor how to play, under the one
-- id the page asks for. GET /api/adverts/{adId} answers the version the caller is in.
alter table adverts drop constraint adverts_pkey;
alter table adverts add primary key (brand_id, id, audience);
