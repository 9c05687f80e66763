-- Staff's reason for refusing a photo ID, which the member reads in the Verification section
-- (issue 19). Cleared when the member submits again or staff approve.
alter table accounts add column id_rejection_reason text;

comment on column accounts.id_rejection_reason is
  'Why staff refused the last photo ID submission, shown to the member; null when none was refused.';
