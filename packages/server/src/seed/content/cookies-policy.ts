import type { DemoPage } from "./types.js";
import { L } from "./localized.js";

/** The demo shop's cookie policy. */
export const demoCookiesPolicy: DemoPage = {
  kind: "cookies-policy",
  title: L("Politica de cookie-uri", "Cookie policy", "Политика использования файлов cookie", "Политика за бисквитките"),
  body: L(
    `Această politică explică ce sunt cookie-urile, ce tipuri de cookie-uri folosește magazinul online Vitrina (vitrina.md) și cum le puteți controla. Continuând navigarea pe site, vă exprimați acordul pentru utilizarea cookie-urilor în condițiile descrise mai jos.

## Ce sunt cookie-urile

Cookie-urile sunt fișiere text de mici dimensiuni pe care site-ul le salvează în browserul dumneavoastră atunci când îl vizitați. Ele permit site-ului să țină minte, de exemplu, produsele adăugate în coș sau limba și țara alese.

## Ce cookie-uri folosim

Folosim doar cookie-uri necesare funcționării magazinului: coșul de cumpărături (cart), produsele vizualizate recent (last_seen), limba aleasă (i18n_redirected) și țara aleasă (country). Angajații magazinului au în plus un cookie de autentificare (auth_token) pentru panoul de administrare. Nu folosim cookie-uri analitice sau de marketing și nici cookie-uri ale altor companii.

## Cât timp sunt păstrate

Unele cookie-uri se șterg automat la închiderea browserului (cookie-uri de sesiune), altele rămân pe dispozitiv până la 12 luni sau până când le ștergeți manual.

## Cum puteți gestiona cookie-urile

Puteți bloca sau șterge cookie-urile din setările browserului (Chrome, Firefox, Safari, Edge etc.). Rețineți că, dacă blocați cookie-urile strict necesare, unele funcții ale magazinului, cum ar fi coșul sau finalizarea comenzii, pot să nu mai funcționeze corect. Pentru întrebări ne puteți scrie la info@vitrina.md.`,
    `This policy explains what cookies are, which cookies the Vitrina online shop (vitrina.md) uses and how you can control them. By continuing to browse the site, you agree to the use of cookies as described below.

## What cookies are

Cookies are small text files that a website saves in your browser when you visit it. They let the site remember, for example, the products in your cart or the language and country you chose.

## Which cookies we use

We use only the cookies the shop needs to work: the shopping cart (cart), recently viewed products (last_seen), your chosen language (i18n_redirected) and your chosen country (country). The shop's staff also get a sign-in cookie (auth_token) for the dashboard. We use no analytics or marketing cookies and no cookies of other companies.

## How long they are kept

Some cookies are deleted automatically when you close your browser (session cookies); others stay on your device for up to 12 months or until you delete them.

## How to manage cookies

You can block or delete cookies in your browser settings (Chrome, Firefox, Safari, Edge, etc.). Please note that if you block strictly necessary cookies, some features of the shop, such as the cart or checkout, may stop working properly. If you have any questions, write to us at info@vitrina.md.`,
    `Эта политика объясняет, что такое файлы cookie, какие из них использует интернет-магазин Vitrina (vitrina.md) и как вы можете ими управлять. Продолжая пользоваться сайтом, вы соглашаетесь на использование cookie на описанных ниже условиях.

## Что такое cookie

Cookie — это небольшие текстовые файлы, которые сайт сохраняет в вашем браузере во время посещения. Благодаря им сайт запоминает, например, товары в корзине, выбранные язык и страну.

## Какие cookie мы используем

Мы используем только cookie, без которых магазин не работает: корзина (cart), недавно просмотренные товары (last_seen), выбранный язык (i18n_redirected) и выбранная страна (country). Сотрудники магазина дополнительно получают cookie входа (auth_token) в панель управления. Аналитических и маркетинговых cookie, а также cookie других компаний мы не используем.

## Как долго они хранятся

Часть cookie удаляется автоматически при закрытии браузера (сессионные cookie), другие хранятся на устройстве до 12 месяцев или до тех пор, пока вы их не удалите.

## Как управлять cookie

Вы можете заблокировать или удалить cookie в настройках браузера (Chrome, Firefox, Safari, Edge и др.). Учтите, что при блокировке строго необходимых cookie некоторые функции магазина, например корзина или оформление заказа, могут работать некорректно. С вопросами пишите нам на info@vitrina.md.`,
    `Тази политика обяснява какво представляват бисквитките, какви бисквитки използва онлайн магазинът Vitrina (vitrina.md) и как можете да ги управлявате. Като продължавате да използвате сайта, вие се съгласявате с използването на бисквитки при описаните по-долу условия.

## Какво представляват бисквитките

Бисквитките са малки текстови файлове, които сайтът записва във вашия браузър, когато го посещавате. Благодарение на тях сайтът помни например продуктите в количката, избрания език и избраната държава.

## Какви бисквитки използваме

Използваме само бисквитките, без които магазинът не може да работи: количката (cart), наскоро разгледаните продукти (last_seen), избрания език (i18n_redirected) и избраната държава (country). Служителите на магазина получават и бисквитка за вход (auth_token) в административния панел. Не използваме аналитични или маркетингови бисквитки, нито бисквитки на други компании.

## Колко време се съхраняват

Някои бисквитки се изтриват автоматично при затваряне на браузъра (сесийни бисквитки), а други остават на устройството ви до 12 месеца или докато не ги изтриете.

## Как да управлявате бисквитките

Можете да блокирате или изтриете бисквитките от настройките на браузъра (Chrome, Firefox, Safari, Edge и др.). Имайте предвид, че ако блокирате строго необходимите бисквитки, някои функции на магазина, като количката или завършването на поръчката, може да не работят правилно. При въпроси ни пишете на info@vitrina.md.`,
  ),
};

/** An empty shop's cookie policy: neutral for any retailer running the software. */
export const neutralCookiesPolicy: DemoPage = {
  kind: "cookies-policy",
  title: L("Politica de cookie-uri", "Cookie policy", "Политика использования файлов cookie", "Политика за бисквитките"),
  body: L(
    `Această politică explică ce cookie-uri folosește magazinul, la ce servesc și cum le puteți gestiona. Cookie-urile sunt fișiere text mici pe care site-ul le salvează în browserul dumneavoastră; datorită lor, site-ul ține minte, de exemplu, produsele din coș sau limba aleasă. Magazinul folosește doar cookie-urile fără de care site-ul nu poate funcționa.

## Ce cookie-uri folosește magazinul

Cookie-ul cart păstrează produsele din coșul de cumpărături, last_seen — produsele vizualizate recent, i18n_redirected — limba aleasă, iar country — țara aleasă. Cookie-ul auth_token este folosit doar de angajații magazinului, pentru autentificarea în panoul de administrare. Magazinul nu folosește cookie-uri analitice, de publicitate sau de marketing și nici cookie-uri ale altor companii.

## Cât timp sunt păstrate

Cookie-urile cart și last_seen sunt păstrate până la 7 zile, i18n_redirected și country — până la 12 luni, iar auth_token — până la 7 zile.

## Cum le puteți gestiona

Puteți șterge sau bloca cookie-urile din setările browserului. Fără ele, coșul de cumpărături nu va funcționa, iar limba și țara alese nu vor fi reținute.`,
    `This policy explains which cookies the shop uses, what they are for and how you can manage them. Cookies are small text files that a website saves in your browser; they let the site remember, for example, the products in your cart or the language you chose. The shop uses only the cookies the site cannot work without.

## Which cookies the shop uses

The cart cookie keeps the products in your shopping cart, last_seen your recently viewed products, i18n_redirected your chosen language and country your chosen country. The auth_token cookie is used only by the shop’s staff to sign in to the dashboard. The shop uses no analytics, advertising or marketing cookies and no cookies of other companies.

## How long they are kept

The cart and last_seen cookies are kept for up to 7 days, i18n_redirected and country for up to 12 months, and auth_token for up to 7 days.

## How to manage cookies

You can delete or block cookies in your browser settings. Without them, the shopping cart won’t work and your chosen language and country won’t be remembered.`,
    `Эта политика объясняет, какие файлы cookie использует магазин, для чего они нужны и как ими управлять. Cookie — это небольшие текстовые файлы, которые сайт сохраняет в вашем браузере; благодаря им сайт запоминает, например, товары в корзине или выбранный язык. Магазин использует только те cookie, без которых сайт не может работать.

## Какие cookie использует магазин

Cookie cart хранит товары в корзине, last_seen — недавно просмотренные товары, i18n_redirected — выбранный язык, а country — выбранную страну. Cookie auth_token используют только сотрудники магазина для входа в панель управления. Аналитических, рекламных и маркетинговых cookie, а также cookie других компаний магазин не использует.

## Как долго они хранятся

Cookie cart и last_seen хранятся до 7 дней, i18n_redirected и country — до 12 месяцев, auth_token — до 7 дней.

## Как управлять cookie

Вы можете удалить или заблокировать cookie в настройках браузера. Без них корзина не будет работать, а выбранные язык и страна не сохранятся.`,
    `Тази политика обяснява какви бисквитки използва магазинът, за какво служат и как можете да ги управлявате. Бисквитките са малки текстови файлове, които сайтът записва във вашия браузър; благодарение на тях сайтът помни например продуктите в количката или избрания език. Магазинът използва само бисквитките, без които сайтът не може да работи.

## Какви бисквитки използва магазинът

Бисквитката cart пази продуктите в количката, last_seen – наскоро разгледаните продукти, i18n_redirected – избрания език, а country – избраната държава. Бисквитката auth_token се използва само от служителите на магазина за вход в административния панел. Магазинът не използва аналитични, рекламни или маркетингови бисквитки, нито бисквитки на други компании.

## Колко време се съхраняват

Бисквитките cart и last_seen се съхраняват до 7 дни, i18n_redirected и country – до 12 месеца, а auth_token – до 7 дни.

## Как да управлявате бисквитките

Можете да изтриете или блокирате бисквитките от настройките на браузъра. Без тях количката няма да работи, а избраните език и държава няма да бъдат запомнени.`,
  ),
};
