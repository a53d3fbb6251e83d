-- The account's real-money bonus choice (PUT /xapi/rest/accounts/{id}), and what the sandbox
-- cashier needs to answer a retried payment once: its request id and where the money went.

alter table accounts
  add column was_set_real_money_bonuses boolean not null default false,
  add column real_money_bonuses boolean not null default false;

-- uuid: the client's request id; a second request with it answers the first payment again.
-- destination: the card's last four digits or the IBAN's last four, never the full number.
alter table payments
  add column uuid text,
  add column currency text,
  add column destination text;
create unique index payments_account_uuid on payments (account_id, uuid);

-- The 402 code of a declined payment, so a retried request answers with it again.
alter table payments add column decline_code text;
