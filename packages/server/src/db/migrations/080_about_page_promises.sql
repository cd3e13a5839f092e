-- The neutral "about us" page (037) promised free delivery and named the payment methods; its
-- opening paragraph is now the home page's introduction, and delivery may be priced and methods
-- switched off. A shop whose page still opens with 037's sentence gets the neutral one that promises
-- nothing the owner has not set; a shop that rewrote it keeps its own words. The version moves on.
update pages
set body = body || jsonb_build_object(
      'ro', replace(body->>'ro', 'Acesta este magazinul nostru online. Comandați fără cont, iar livrarea este gratuită. Plătiți numerar sau cu cardul la livrare, ori prin transfer bancar, și primiți confirmarea comenzii prin e-mail.', 'Acesta este magazinul nostru online. Comandați fără cont: la finalizarea comenzii alegeți cum vă este livrată comanda și cum plătiți, vedeți prețul livrării înainte de a comanda și primiți confirmarea comenzii prin e-mail.'),
      'en', replace(body->>'en', 'This is our online shop. You order without an account, and delivery is free. You pay in cash or by card on delivery, or by bank transfer, and you get the order confirmation by email.', 'This is our online shop. You order without an account: at checkout you choose how your order is delivered and how you pay, you see the delivery price before you order, and you get the order confirmation by email.'),
      'ru', replace(body->>'ru', 'Это наш интернет-магазин. Заказ оформляется без регистрации, доставка бесплатная. Оплата наличными или картой при получении либо банковским переводом, подтверждение заказа приходит на электронную почту.', 'Это наш интернет-магазин. Заказ оформляется без регистрации: при оформлении вы выбираете способ доставки и оплаты, видите стоимость доставки до подтверждения заказа, а подтверждение заказа приходит на электронную почту.'),
      'bg', replace(body->>'bg', 'Това е нашият онлайн магазин. Поръчвате без регистрация, а доставката е безплатна. Плащате в брой или с карта при доставка, или с банков превод, и получавате потвърждение на поръчката по имейл.', 'Това е нашият онлайн магазин. Поръчвате без регистрация: при поръчката избирате начина на доставка и на плащане, виждате цената на доставката, преди да поръчате, и получавате потвърждение на поръчката по имейл.')),
    version = version + 1
where kind = 'about'
  and (body->>'ro' like 'Acesta este magazinul nostru online. Comandați fără cont, iar livrarea este gratuită. Plătiți numerar sau cu cardul la livrare, ori prin transfer bancar, și primiți confirmarea comenzii prin e-mail.%'
    or body->>'en' like 'This is our online shop. You order without an account, and delivery is free. You pay in cash or by card on delivery, or by bank transfer, and you get the order confirmation by email.%'
    or body->>'ru' like 'Это наш интернет-магазин. Заказ оформляется без регистрации, доставка бесплатная. Оплата наличными или картой при получении либо банковским переводом, подтверждение заказа приходит на электронную почту.%'
    or body->>'bg' like 'Това е нашият онлайн магазин. Поръчвате без регистрация, а доставката е безплатна. Плащате в брой или с карта при доставка, или с банков превод, и получавате потвърждение на поръчката по имейл.%');
