-- What a column holds where its name and type do not say it. `src/db/tables.ts` is generated from
-- this schema (`pnpm --filter @portal/api gen`) and carries these comments into the code.

comment on table verification_photos is
  'One photo of an account''s ID per side; the image is in private storage under storage_key.';
comment on table mobile_verifications is 'The number the live SMS code was texted to.';
comment on table paypal_orders is 'PayPal orders credited, each once.';

comment on column accounts.billing_date is
  'YYYY-MM-DD: the day of the month members are billed on (spec §9).';
comment on column accounts.card_last4 is
  'The last four digits of the saved card, from the card provider.';
comment on column accounts.setup_fee_charged_at is
  'The setup fee is taken once, by the first card charge during signup (spec §9).';
comment on column accounts.registration_status is 'REGISTRATION_STATUS in @portal/domain.';
comment on column accounts.sms_verification is 'SMS_VERIFICATION in @portal/domain.';
comment on column accounts.id_verification is 'ID_VERIFICATION in @portal/domain.';
comment on column mail_items.status is 'MAIL_STATUS in @portal/domain.';
comment on column mail_items.mail_action is 'PENDING_ACTION in @portal/domain: the action staff owe.';
comment on column outbox_messages.attachments is '{ filename, size } of each attachment.';
comment on column idempotency_keys.response is 'The first answer''s 200 body.';
