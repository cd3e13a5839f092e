-- Failed staff logins, to slow down and then refuse guessing (decisions.md).
create table login_failures (
  id serial primary key,
  email text not null,
  ip text not null,
  at timestamptz not null default now()
);
create index login_failures_email_idx on login_failures(email, at);
create index login_failures_ip_idx on login_failures(ip, at);
