-- The neutral "about us" page (037) names the contacts page in each language's quotes in Russian and
-- Bulgarian, as every other text does now. Only the sentence as 037 wrote it changes: a shop that
-- rewrote it keeps its own words. The version moves on, so an editor open on the old text is told.
update pages
set body = body || jsonb_build_object(
      'ru', replace(body->>'ru', 'на странице [Контакты](/ru/contacts/).', 'на странице «[Контакты](/ru/contacts/)».'),
      'bg', replace(body->>'bg', 'на страницата [Контакти](/bg/contacts/).', 'на страницата „[Контакти](/bg/contacts/)“.')),
    version = version + 1
where kind = 'about'
  and (body->>'ru' like '%на странице [Контакты](/ru/contacts/).%' or body->>'bg' like '%на страницата [Контакти](/bg/contacts/).%');
