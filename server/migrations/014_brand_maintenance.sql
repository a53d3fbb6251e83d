-- A brand under maintenance (SPEC.md section 2): its API calls are redirected to the maintenance
-- page until the operator opens it again.
alter table brands add column if not exists maintenance boolean not null default false;
