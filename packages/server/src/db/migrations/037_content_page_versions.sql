-- Content pages are edited in the dashboard with versions, like the other shared data (migration
-- 009): a save says which version it read (If-Match) and a stale one is refused. The FAQ's entries are
-- saved with their page, so the FAQ page's version covers them.
alter table pages add column if not exists version integer not null default 1;

-- The "about us" page is new: a shop that already has its pages gets it with the neutral text of an
-- empty shop (and its SEO templates), which the retailer then rewrites. A new database gets it from
-- the seed instead, so nothing is inserted while `pages` is still empty.
insert into pages (kind, title, body)
  select 'about', '{"ro": "Despre noi", "en": "About us", "ru": "О нас", "bg": "За нас"}'::jsonb, '{"ro": "Acesta este magazinul nostru online. Comandați fără cont, iar livrarea este gratuită. Plătiți numerar sau cu cardul la livrare, ori prin transfer bancar, și primiți confirmarea comenzii prin e-mail.\n\nPentru orice întrebare, scrieți-ne prin formularul de pe pagina [Contacte](/contacts/).", "en": "This is our online shop. You order without an account, and delivery is free. You pay in cash or by card on delivery, or by bank transfer, and you get the order confirmation by email.\n\nFor any question, write to us using the form on the [Contacts](/en/contacts/) page.", "ru": "Это наш интернет-магазин. Заказ оформляется без регистрации, доставка бесплатная. Оплата наличными или картой при получении либо банковским переводом, подтверждение заказа приходит на электронную почту.\n\nС любым вопросом напишите нам через форму на странице [Контакты](/ru/contacts/).", "bg": "Това е нашият онлайн магазин. Поръчвате без регистрация, а доставката е безплатна. Плащате в брой или с карта при доставка, или с банков превод, и получавате потвърждение на поръчката по имейл.\n\nАко имате въпроси, пишете ни чрез формата на страницата [Контакти](/bg/contacts/)."}'::jsonb
  where exists (select 1 from pages)
  on conflict (kind) do nothing;
insert into seo_settings (kind, title, description)
  select 'about', '{"ro": "Despre noi | {shop}", "en": "About us | {shop}", "ru": "О нас | {shop}", "bg": "За нас | {shop}"}'::jsonb, '{"ro": "Ce vinde {shop}, cum comandați, cum plătiți și unde ne găsiți.", "en": "What {shop} sells, how to order and pay, and where to find us.", "ru": "Что продаёт {shop}, как оформить и оплатить заказ и где нас найти.", "bg": "Какво продава {shop}, как да поръчате и платите и къде да ни намерите."}'::jsonb
  where exists (select 1 from seo_settings)
  on conflict (kind) do nothing;
