import { useEffect, useState, type ReactNode } from "react";
import { Redirect, Route, Switch, useLocation, useRoute } from "wouter";
import { SESSION_MAX_SECONDS, savePreferences, signInRefusalOf, type DashboardApi, type KeyValueStore, type Locale, type StaffUser } from "@vitrina/core";
import { DashboardLayout, LoginView, canUse, type LoginFailure } from "@vitrina/react-ui/dashboard";
import { LinkProvider } from "@vitrina/react-ui";
import { TypesafeI18n, i18nObject, isDashboardLocaleLoaded, loadDashboardLocale } from "@vitrina/react-ui/i18n";
import { AUTH_TOKEN } from "@vitrina/api-adapter";
import { secureCookiesWanted } from "../platform/cookies.js";
import { DashboardContext, useDashboard } from "./context.js";
import { dashboardDocumentTitle } from "./document-title.js";
import * as screens from "./screens.js";
import { ShopSettings } from "./screens/shop-settings.js";
import { ContentPages } from "./screens/content-pages.js";
import { AppLink } from "../app/link.js";

const LoginScreen = ({ onSignedIn }: { readonly onSignedIn: (user: StaffUser) => void }) => {
  const { api, cookies } = useDashboard();
  const [, navigate] = useLocation();
  const [state, setState] = useState<{ submitting: boolean; failure: LoginFailure | null }>({ submitting: false, failure: null });
  return (
    <LoginView
      {...state}
      onSubmit={(credentials) => {
        setState({ submitting: true, failure: null });
        api.login(credentials).then(
          ({ token, user }) => {
            // The cookie lives until the session's absolute end; the server ends an idle session sooner.
            cookies.set(AUTH_TOKEN, token, { maxAge: SESSION_MAX_SECONDS, path: "/", sameSite: "strict", secure: secureCookiesWanted() });
            onSignedIn(user);
            navigate("/dashboard/");
          },
          // How long a lockout lasts is the server's answer (its Retry-After), not the dashboard's guess.
          (error: unknown) => setState({ submitting: false, failure: signInRefusalOf(error) }),
        );
      }}
    />
  );
};

/** The signed-in part: the user is loaded first; an expired session goes back to the sign-in page. */
const SignedIn = ({
  user,
  locale,
  onLocaleChange,
  onSignedOut,
}: {
  readonly user: StaffUser;
  readonly locale: Locale;
  readonly onLocaleChange: (l: Locale) => void;
  readonly onSignedOut: () => void;
}) => {
  const { api, cookies } = useDashboard();
  const [location, navigate] = useLocation();
  const section = (area: Parameters<typeof canUse>[1], children: ReactNode) => (canUse(user.role, area) ? children : <Redirect to="/dashboard/" />);
  // An order's printed page is a sheet of its own: no menu, no header.
  const [printing, print] = useRoute<{ readonly id: string }>("/dashboard/orders/:id/print/");
  if (printing) return section("orders", <screens.OrderPrint key={print.id} id={Number(print.id)} />);
  return (
    <DashboardLayout
      user={user}
      current={location}
      locale={locale}
      onLocaleChange={onLocaleChange}
      onLogout={() => {
        void api.logout().finally(() => {
          cookies.remove(AUTH_TOKEN);
          onSignedOut();
          navigate("/auth/login/");
        });
      }}
    >
      <Switch>
        <Route path="/dashboard/">{section("orders", <screens.Overview />)}</Route>
        <Route path="/dashboard/product/">{section("catalog", <screens.Products />)}</Route>
        <Route path="/dashboard/product/new/">{section("catalog", <screens.ProductEditor id={null} />)}</Route>
        <Route path="/dashboard/product/edit/:id/">
          {(params: { readonly id: string }) => section("catalog", <screens.ProductEditor key={params.id} id={Number(params.id)} />)}
        </Route>
        <Route path="/dashboard/categories/">{section("catalog", <screens.Categories />)}</Route>
        <Route path="/dashboard/attributes/">{section("catalog", <screens.Attributes />)}</Route>
        <Route path="/dashboard/orders/">{section("orders", <screens.Orders />)}</Route>
        <Route path="/dashboard/orders/:id/">
          {(params: { readonly id: string }) => section("orders", <screens.OrderDetail key={params.id} id={Number(params.id)} />)}
        </Route>
        <Route path="/dashboard/discount-codes/">{section("orders", <screens.DiscountCodes />)}</Route>
        <Route path="/dashboard/messages/">{section("messages", <screens.Messages />)}</Route>
        <Route path="/dashboard/pages/">{section("content", <ContentPages />)}</Route>
        <Route path="/dashboard/sliders/">{section("content", <screens.Sliders />)}</Route>
        <Route path="/dashboard/home-products/">{section("content", <screens.Curated key="home" list="home-products" />)}</Route>
        <Route path="/dashboard/bestseller/">{section("content", <screens.Curated key="best" list="bestsellers" />)}</Route>
        <Route path="/dashboard/seo/">{section("seo", <screens.Seo />)}</Route>
        <Route path="/dashboard/locale-settings/">{section("locale", <screens.LocaleSettings />)}</Route>
        <Route path="/dashboard/shop-settings/">{section("locale", <ShopSettings />)}</Route>
        <Route path="/dashboard/methods/">{section("locale", <screens.Methods />)}</Route>
        <Route path="/dashboard/audit/">{section("audit", <screens.Audit />)}</Route>
        <Route path="/dashboard/reset-password/">
          <screens.Password user={user} />
        </Route>
        <Route>
          <Redirect to="/dashboard/" />
        </Route>
      </Switch>
    </DashboardLayout>
  );
};

/** The dashboard: sign-in at /auth/login/, everything else behind the signed-in user. */
export const DashboardApp = ({
  api,
  cookies,
  initialLocale,
}: {
  readonly api: DashboardApi;
  readonly cookies: KeyValueStore;
  readonly initialLocale: Locale;
}) => {
  const [location, setLocation] = useLocation();
  const [user, setUser] = useState<StaffUser | null | undefined>(undefined);
  const [locale, setLocale] = useState(initialLocale);
  const [shown, setShown] = useState(isDashboardLocaleLoaded(initialLocale) ? initialLocale : null);
  const onLogin = location.startsWith("/auth/");
  useEffect(() => {
    if (onLogin || user) return;
    // No token means no session: straight to the sign-in page (a 401 does the same for an expired one).
    if (!cookies.get(AUTH_TOKEN)) return setLocation("/auth/login/", { replace: true });
    api.me().then(setUser, () => setUser(null));
  }, [onLogin, user]);
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
    void loadDashboardLocale(locale).then(() => setShown(locale));
  }, [locale]);
  useEffect(() => {
    // Every screen has its own tab title, in the dashboard's language.
    if (shown) document.title = dashboardDocumentTitle(location, i18nObject(shown));
  }, [location, shown]);
  if (!shown) return null;
  return (
    <DashboardContext.Provider value={{ api, cookies }}>
      <LinkProvider component={AppLink}>
        <TypesafeI18n key={shown} locale={shown}>
          {onLogin ? (
            <LoginScreen onSignedIn={setUser} />
          ) : user ? (
            <SignedIn
              user={user}
              locale={locale}
              onLocaleChange={(l) => setLocale(savePreferences(cookies, { language: l, country: "", currency: "" }))}
              onSignedOut={() => setUser(undefined)}
            />
          ) : null}
        </TypesafeI18n>
      </LinkProvider>
    </DashboardContext.Provider>
  );
};
