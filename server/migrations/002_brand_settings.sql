-- Each brand's settings (SPEC.md section 3, Settings seen) as the operator sets them; what a
-- brand leaves out takes the section 9 default (domain/player/settings.ts).
alter table brands add column settings jsonb not null default '{}'::jsonb
