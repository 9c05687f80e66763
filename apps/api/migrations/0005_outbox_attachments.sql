-- What an email carried as attachments (Email/Send's scans): names and sizes, never the bytes.
alter table outbox_messages add column attachments jsonb not null default '[]';
