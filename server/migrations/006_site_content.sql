-- What a brand's pages show besides the book (SPEC.md section 3, Advert and Other): adverts, the
-- gaming-board seals of its hosts, the external header a parent casino supplies, and the metrics
-- the client reports.

-- An advert as GET /api/adverts/{adId} answers it; audience is one of section 4's options
-- (domain/rules/advert-audience.ts), an unknown one shows to nobody.
create table adverts (
  brand_id text not null references brands (id),
  id text not null,
  audience text not null,
  name text not null,
  description text not null default '',
  show_description boolean not null default false,
  link text not null default '',
  link_name text not null default '',
  -- A path under public/ (served as is, or resized by /m{path}?w=) or an https URL.
  attachment_path text not null,
  width_in_pixels integer not null check (width_in_pixels > 0),
  height_in_pixels integer not null check (height_in_pixels > 0),
  popup boolean not null default false,
  popup_allow_resize boolean not null default false,
  popup_allow_scrollbars boolean not null default false,
  popup_width integer not null default 0 check (popup_width >= 0),
  popup_height integer not null default 0 check (popup_height >= 0),
  primary key (brand_id, id)
);

-- The seal token of each host a brand holds a gaming-board licence seal for (gcb_seal_required).
create table gcb_seals (
  brand_id text not null references brands (id),
  host text not null,
  token text not null,
  primary key (brand_id, host)
);

-- The header a parent site has the sportsbook show above it (clem_external_header_enabled), by
-- the path named in clem_external_header_path.
create table external_headers (
  brand_id text not null references brands (id),
  path text not null,
  css text not null default '',
  js text not null default '',
  html text not null,
  primary key (brand_id, path)
);

-- Client metrics (GET or POST /api/metrics): what the client measured or reports, as it sent it.
create table metrics (
  id bigserial primary key,
  brand_id text not null,
  name text not null,
  value jsonb not null,
  tags jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index metrics_name on metrics (brand_id, name, created_at)
