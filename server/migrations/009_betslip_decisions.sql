-- Why a held slip (in-play delay or referral) was rejected when it was decided: the RES codes the
-- status call reports. The placement's own answer stays as it was first sent (betslips.response),
-- so a retry of the placement still gets it byte for byte.
alter table betslips add column decision_errors jsonb;

-- A slip still waiting holds the account's next placement (RES-00246): found by account.
create index betslips_waiting_account on betslips (account_id) where status in ('pending', 'referred');
