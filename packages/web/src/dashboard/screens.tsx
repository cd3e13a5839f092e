import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import {
  isApiError, isImageType, slugFromTitle, slugSourceTitle, type LocalizedText, type AdminCategory, type AdminProduct, type AuditQuery, type AdminOrderQuery, type AdminProductQuery, type AdminSlider, type OrderStatus, type ProductCard,
  type SeoSetting, type StaffAccount, type StaffUpdate, type StaffUser, type UploadedImage, type ContactMessage, type ContactMessageStatus, type MessageQuery,
} from "@vitrina/core";
import {
  AuditView, CategoriesView, CuratedListView, LocaleSettingsView, MessagesView, OrderDetailView, OrdersView, OverviewView, PasswordView, ProductForm, ProductsView, SeoView,
  SlidersView, StaffView, emptyProductDraft, errorText, moveItem, type ProductDraft, type Upload,
} from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useDashboard } from "./context.js";
import { changedProductFields, productDraftOf, productInputOf, productUpdateOf } from "./product-draft.js";
import { reloadAfterConflict, useResource, useSave } from "./use-api.js";
import { useLeaveGuard } from "./leave-guard.js";
import { categoryPayloadOf } from "./category-payload.js";
import { refusalText } from "./refusal.js";
import { CATEGORY_FIELDS, LOCALE_FIELDS, SEO_FIELDS, SLIDE_FIELDS, useConflictChanges } from "./conflicts.js";

/** The address (slug) a new item's title or name suggests: its first filled language, transliterated. */
const suggestedSlug = (title: LocalizedText): string => slugFromTitle(slugSourceTitle(title));

/** Largest picture the server accepts (decisions.md). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const Loading = () => {
  const { LL } = useI18nContext();
  return <p role="status">{LL.dashboard.common.loading()}</p>;
};

/** Uploads pictures after checking their type and size, with a progress line per file. */
const useUploads = () => {
  const { api } = useDashboard();
  const { LL } = useI18nContext();
  const [uploads, setUploads] = useState<ReadonlyArray<Upload>>([]);
  const [errors, setErrors] = useState<ReadonlyArray<string>>([]);
  const upload = async (files: ReadonlyArray<File>): Promise<ReadonlyArray<UploadedImage>> => {
    const refused = files.flatMap((f) =>
      !isImageType(f.type) ? [LL.dashboard.products.fields.badType({ name: f.name })] : f.size > MAX_IMAGE_BYTES ? [LL.dashboard.products.fields.tooBig({ name: f.name })] : [],
    );
    setErrors(refused);
    const accepted = files.filter((f) => isImageType(f.type) && f.size <= MAX_IMAGE_BYTES);
    const done: UploadedImage[] = [];
    for (const file of accepted) {
      const progress = (fraction: number) => setUploads((list) => [...list.filter((u) => u.name !== file.name), { name: file.name, progress: fraction }]);
      try {
        done.push(await api.uploadImage({ name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }, progress));
      } catch {
        setErrors((list) => [...list, LL.dashboard.products.fields.badType({ name: file.name })]);
      } finally {
        setUploads((list) => list.filter((u) => u.name !== file.name));
      }
    }
    return done;
  };
  return { uploads, errors, upload };
};

/** Overview figures. */
export const Overview = () => {
  const { api } = useDashboard();
  const { locale } = useI18nContext();
  // Low-stock titles in the dashboard's language.
  const overview = useResource(() => api.overview({ lang: locale }), [locale]);
  return overview.data ? <OverviewView overview={overview.data} /> : <Loading />;
};

/** The product list; a refused delete is explained on the product's own row. */
export const Products = () => {
  const { api } = useDashboard();
  const { LL, locale } = useI18nContext();
  const [query, setQuery] = useState<AdminProductQuery>({ sort: "updated_at", dir: "desc", page: 1, perPage: 20 });
  const products = useResource(() => api.listProducts(query), [JSON.stringify(query)]);
  const [refusal, setRefusal] = useState<{ readonly id: number; readonly text: string } | null>(null);
  if (!products.data) return <Loading />;
  return (
    <ProductsView
      page={products.data}
      query={query}
      loading={products.loading}
      onQueryChange={setQuery}
      rowMessage={refusal}
      onDelete={(p) => {
        setRefusal(null);
        if (!window.confirm(LL.dashboard.common.confirmDelete({ name: p.title[locale] || p.title.ro }))) return;
        api.deleteProduct(p.id).then(products.reload, (error: unknown) =>
          // 409: the product is part of orders; the server says to make it inactive instead.
          setRefusal({ id: p.id, text: isApiError(error) && error.status === 409 ? LL.dashboard.products.hasOrders() : LL.dashboard.common.failed() }),
        );
      }}
    />
  );
};

/** Create (id null) or edit a product; a save refused because someone saved first says what they changed. */
export const ProductEditor = ({ id }: { readonly id: number | null }) => {
  const { api } = useDashboard();
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const product = useResource(() => (id === null ? Promise.resolve(null) : api.getProduct(id)), [id]);
  const categories = useResource(() => api.listCategories(), []);
  const save = useSave();
  const [latest, setLatest] = useState<AdminProduct | null>(null);
  // A product just created opens on its edit page, which says it was saved until the next save.
  const [justCreated, setJustCreated] = useState(() => typeof history !== "undefined" && (history.state as { created?: boolean } | null)?.created === true);
  const { uploads, errors: uploadErrors, upload } = useUploads();
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, LL.dashboard.common.unsaved());
  useEffect(() => {
    if (!save.conflict || id === null) return setLatest(null);
    let current = true;
    void api.getProduct(id).then((saved) => current && setLatest(saved), () => undefined);
    return () => {
      current = false;
    };
  }, [save.conflict, id]);
  if (product.data === undefined || !categories.data) return <Loading />;
  const read = product.data;
  const F = LL.dashboard.products.fields;
  const texts = { done: LL.dashboard.common.saved(), failed: LL.dashboard.common.failed() };
  return (
    <ProductForm
      key={read ? `${read.id}@${read.version}` : "new"}
      title={id === null ? LL.dashboard.products.new() : LL.dashboard.products.edit()}
      initial={read ? productDraftOf(read) : emptyProductDraft()}
      categories={categories.data}
      onDirtyChange={setDirty}
      {...(read === null ? { suggestSlug: suggestedSlug } : {})}
      // A stock correction's refusal belongs to the stock field the person typed in.
      errors={save.errors.stock_change ? { ...save.errors, stock: save.errors.stock_change } : save.errors}
      saving={save.saving}
      message={save.message ?? (justCreated ? { kind: "ok", text: LL.dashboard.common.saved() } : null)}
      editing={read !== null}
      conflict={
        save.conflict
          ? {
              changed: read && latest ? changedProductFields(read, latest).map((field) => F[field]()) : [],
              onReload: () => {
                save.reset();
                product.reload();
              },
            }
          : null
      }
      uploads={uploads}
      uploadErrors={uploadErrors}
      onUpload={upload}
      onSubmit={(draft) => {
        setJustCreated(false);
        void save
          .run(() => (read === null ? api.createProduct(productInputOf(draft)) : api.updateProduct(read.id, productUpdateOf(draft, read), read.version)), texts)
          .then((saved) => {
            if (saved && id === null) navigate(`/dashboard/product/edit/${saved.id}/`, { state: { created: true } });
            else if (saved) product.set(saved);
          });
      }}
    />
  );
};

/** The category tree. */
export const Categories = () => {
  const { api } = useDashboard();
  const { LL, locale } = useI18nContext();
  const categories = useResource(() => api.listCategories(), []);
  const [editing, setEditing] = useState<AdminCategory | null | undefined>(undefined);
  const save = useSave();
  const changed = useConflictChanges(save.conflict, editing, () => api.listCategories().then((all) => all.find((c) => c.id === editing?.id)), CATEGORY_FIELDS, LL);
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, LL.dashboard.common.unsaved());
  const [refusal, setRefusal] = useState<{ readonly id: number; readonly text: string } | null>(null);
  if (!categories.data) return <Loading />;
  const list = categories.data;
  const texts = { done: LL.dashboard.common.saved(), failed: LL.dashboard.common.failed() };
  return (
    <CategoriesView
      categories={list}
      editing={editing}
      errors={save.errors}
      saving={save.saving}
      message={save.message}
      conflict={save.conflict ? { changed, onReload: () => reloadAfterConflict(save, categories, () => setEditing(undefined)) } : null}
      suggestSlug={suggestedSlug}
      onDirtyChange={setDirty}
      onEdit={(c) => {
        // Opening another category's form would drop the changes of the open one.
        if (dirty && !window.confirm(LL.dashboard.common.unsaved())) return;
        save.reset();
        setEditing(c);
      }}
      onCancel={() => setEditing(undefined)}
      onSave={(input, id) =>
        void save.run(() => (id === null || !editing ? api.createCategory(categoryPayloadOf(input)) : api.updateCategory(id, categoryPayloadOf(input), editing.version)), texts).then((saved) => {
          if (!saved) return;
          setEditing(undefined);
          categories.reload();
        })
      }
      rowMessage={refusal}
      onDelete={(c) => {
        setRefusal(null);
        if (!window.confirm(LL.dashboard.common.confirmDelete({ name: c.name[locale] || c.name.ro }))) return;
        // A refusal (still in use, already gone) is shown at the category's own row.
        api.deleteCategory(c.id).then(categories.reload, (error: unknown) => setRefusal({ id: c.id, text: refusalText(error, LL, LL.dashboard.categories.notEmpty()) }));
      }}
      onMove={(c, direction) => {
        const siblings = list.filter((x) => x.parent_id === c.parent_id).sort((a, b) => a.position - b.position || a.id - b.id);
        const reordered = moveItem(siblings, siblings.indexOf(c), siblings.indexOf(c) + direction);
        // One request: the server saves the new order in one transaction and one audit entry.
        void save
          .run(() => api.reorderCategories(c.parent_id, reordered.map((x) => x.id), siblings.map((x) => x.id)), texts)
          .then((saved) => (saved ? categories.set(saved) : categories.reload()));
      }}
    />
  );
};

const queryFromSearch = (search: string): AdminOrderQuery => {
  const params = new URLSearchParams(search);
  const status = params.get("status") as OrderStatus | null;
  return { page: Number(params.get("page") ?? 1) || 1, perPage: 20, ...(status ? { status } : {}), ...(params.get("from") ? { from: params.get("from")! } : {}), ...(params.get("to") ? { to: params.get("to")! } : {}), ...(params.get("search") ? { search: params.get("search")! } : {}) };
};

/** The order list; its filters live in the URL. */
export const Orders = () => {
  const { api } = useDashboard();
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = queryFromSearch(search);
  const orders = useResource(() => api.listOrders(query), [search]);
  if (!orders.data) return <Loading />;
  return (
    <OrdersView
      page={orders.data}
      query={query}
      loading={orders.loading}
      onQueryChange={(q) => {
        const params = new URLSearchParams(Object.entries(q).filter(([k, v]) => k !== "perPage" && v !== undefined).map(([k, v]) => [k, String(v)]));
        navigate(`/dashboard/orders/?${params}`);
      }}
    />
  );
};

/** Contact-form messages; their filters live in the URL (the overview links to the new ones). */
export const Messages = () => {
  const { api } = useDashboard();
  const { LL } = useI18nContext();
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const status = params.get("status");
  const query: MessageQuery = {
    page: Number(params.get("page") ?? 1) || 1,
    perPage: 20,
    ...(status === "new" || status === "handled" ? { status } : {}),
    ...(params.get("search") ? { search: params.get("search")! } : {}),
  };
  const messages = useResource(() => api.listMessages(query), [search]);
  const [row, setRow] = useState<{ readonly id: number; readonly kind: "ok" | "error"; readonly text: string } | null>(null);
  const mark = (message: ContactMessage, next: ContactMessageStatus) => {
    setRow(null);
    api.setMessageStatus(message.id, next, message.version).then(
      (saved) => {
        messages.set({ ...messages.data!, data: messages.data!.data.map((m) => (m.id === saved.id ? saved : m)) });
        setRow({ id: saved.id, kind: "ok", text: next === "handled" ? LL.dashboard.messages.markedHandled() : LL.dashboard.messages.markedNew() });
      },
      (error: unknown) => {
        setRow({ id: message.id, kind: "error", text: isApiError(error) && error.status === 409 ? LL.dashboard.common.conflict() : LL.dashboard.common.failed() });
        // Someone else marked it meanwhile: show it as it is now.
        if (isApiError(error) && error.status === 409) messages.reload();
      },
    );
  };
  if (!messages.data) return <Loading />;
  return (
    <MessagesView
      page={messages.data}
      query={query}
      loading={messages.loading}
      rowMessage={row}
      onQueryChange={(q) => {
        const next = new URLSearchParams(Object.entries(q).filter(([k, v]) => k !== "perPage" && v !== undefined).map(([k, v]) => [k, String(v)]));
        navigate(`/dashboard/messages/?${next}`);
      }}
      onMark={(id, next) => {
        const message = messages.data?.data.find((m) => m.id === id);
        if (message) mark(message, next);
      }}
    />
  );
};

/** One order and its status changes. */
export const OrderDetail = ({ id }: { readonly id: number }) => {
  const { api } = useDashboard();
  const { LL } = useI18nContext();
  const order = useResource(() => api.getOrder(id), [id]);
  const [state, setState] = useState<{ changing: boolean; failed: boolean; refusal: string | null }>({ changing: false, failed: false, refusal: null });
  if (!order.data) return <Loading />;
  const T = LL.dashboard.orders;
  const statusName = (s: OrderStatus) => LL.order.statuses[s]();
  return (
    <OrderDetailView
      order={order.data}
      {...state}
      onStatusChange={(status) => {
        const number = order.data!.number;
        // Every change e-mails the customer; a cancel also returns the units to stock.
        const question = status === "cancelled" ? T.confirmCancel({ number }) : T.confirmChange({ number, status: statusName(status) });
        if (!window.confirm(question)) return;
        setState({ changing: true, failed: false, refusal: null });
        api.changeOrderStatus(id, status).then(
          (updated) => {
            order.set(updated);
            setState({ changing: false, failed: false, refusal: null });
          },
          async (error: unknown) => {
            if (!isApiError(error) || error.status !== 422) return setState({ changing: false, failed: true, refusal: null });
            // Refused because the order changed in another tab or by a colleague: show it as it is now.
            const current = await api.getOrder(id).catch(() => null);
            if (current) order.set(current);
            setState({
              changing: false,
              failed: current === null,
              refusal: current ? T.stale({ status: statusName(current.status), target: statusName(status) }) : null,
            });
          },
        );
      }}
    />
  );
};

/** The home slider. */
export const Sliders = () => {
  const { api } = useDashboard();
  const { LL, locale } = useI18nContext();
  const slides = useResource(() => api.listSliders(), []);
  const [editing, setEditing] = useState<AdminSlider | null | undefined>(undefined);
  const save = useSave();
  const { upload } = useUploads();
  const changed = useConflictChanges(save.conflict, editing, () => api.listSliders().then((all) => all.data.find((s) => s.id === editing?.id)), SLIDE_FIELDS, LL);
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, LL.dashboard.common.unsaved());
  const [refusal, setRefusal] = useState<{ readonly id: number; readonly text: string } | null>(null);
  if (!slides.data) return <Loading />;
  const texts = { done: LL.dashboard.common.saved(), failed: LL.dashboard.common.failed() };
  const { version } = slides.data;
  return (
    <SlidersView
      slides={slides.data.data}
      editing={editing}
      errors={save.errors}
      saving={save.saving}
      message={save.message}
      conflict={save.conflict ? { changed, onReload: () => reloadAfterConflict(save, slides, () => setEditing(undefined)) } : null}
      onDirtyChange={setDirty}
      onEdit={(s) => {
        if (dirty && !window.confirm(LL.dashboard.common.unsaved())) return;
        save.reset();
        setEditing(s);
      }}
      onCancel={() => setEditing(undefined)}
      onSave={(input, id) =>
        void save.run(() => (id === null || !editing ? api.createSlider(input) : api.updateSlider(id, input, editing.version)), texts).then((saved) => {
          if (!saved) return;
          setEditing(undefined);
          slides.reload();
        })
      }
      rowMessage={refusal}
      onDelete={(s) => {
        setRefusal(null);
        if (!window.confirm(LL.dashboard.common.confirmDelete({ name: s.title[locale] || s.title.ro }))) return;
        api.deleteSlider(s.id).then(slides.reload, (error: unknown) => setRefusal({ id: s.id, text: refusalText(error, LL) }));
      }}
      onReorder={(ordered) => {
        // The order sent says which order it changed (409 when a colleague reordered meanwhile).
        slides.set({ data: ordered, version });
        void save.run(() => api.reorderSliders(ordered.map((s) => s.id), version), texts).then((saved) => saved && slides.set(saved));
      }}
      onUpload={async (file) => (await upload([file]))[0] ?? null}
    />
  );
};

/** Home products or bestsellers: every change is saved at once. */
export const Curated = ({ list }: { readonly list: "home-products" | "bestsellers" }) => {
  const { api } = useDashboard();
  const { LL, locale } = useI18nContext();
  const products = useResource(() => api.getProductList(list, { lang: locale }), [list, locale]);
  const [results, setResults] = useState<ReadonlyArray<ProductCard>>([]);
  const save = useSave();
  if (!products.data) return <Loading />;
  const { version } = products.data;
  return (
    <CuratedListView
      title={list === "home-products" ? LL.dashboard.curated.homeTitle() : LL.dashboard.curated.bestsellersTitle()}
      products={products.data.data}
      searchResults={results}
      message={save.message}
      conflict={save.conflict ? { changed: [], onReload: () => reloadAfterConflict(save, products) } : null}
      onSearch={(text) =>
        void api.listProducts({ search: text, perPage: 10 }).then((page) =>
          setResults(
            page.data.map((p) => ({
              id: p.id, uuid: p.uuid, slug: p.slug, sku: p.sku, title: p.title[locale] || p.title.ro, price: p.price, old_price: p.old_price, currency: "MDL",
              image: p.images[0] ?? null, category: { slug: "", name: "" }, stock: p.stock, in_stock: p.stock > 0,
            })),
          ),
        )
      }
      onChange={(next) => {
        products.set({ data: next, version });
        void save
          .run(() => api.setProductList(list, next.map((p) => p.id), version), { done: LL.dashboard.common.saved(), failed: LL.dashboard.common.failed() })
          // The list on screen keeps its titles in the dashboard's language; the answer brings the new version.
          .then((saved) => saved && products.set({ data: next, version: saved.version }));
      }}
    />
  );
};

/** SEO texts of every page kind. */
export const Seo = () => {
  const { api } = useDashboard();
  const { LL } = useI18nContext();
  const settings = useResource(() => api.listSeo(), []);
  const [kind, setKind] = useState<SeoSetting["kind"] | null>(null);
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, LL.dashboard.common.unsaved());
  const save = useSave();
  const changed = useConflictChanges(save.conflict, settings.data?.find((s) => s.kind === kind), () => api.listSeo().then((all) => all.find((s) => s.kind === kind)), SEO_FIELDS, LL);
  if (!settings.data) return <Loading />;
  return (
    <SeoView
      settings={settings.data}
      savedKind={kind}
      errors={save.errors}
      saving={save.saving}
      message={save.message}
      conflict={save.conflict ? { changed, onReload: () => reloadAfterConflict(save, settings) } : null}
      onDirtyChange={setDirty}
      onSave={(setting) => {
        setKind(setting.kind);
        const version = settings.data?.find((s) => s.kind === setting.kind)?.version ?? 0;
        void save.run(() => api.updateSeo(setting, version), { done: LL.dashboard.common.saved(), failed: LL.dashboard.common.failed() }).then((saved) => {
          if (saved && settings.data) settings.set(settings.data.map((s) => (s.kind === saved.kind ? saved : s)));
        });
      }}
    />
  );
};

/** Active languages and the shop's contacts (admins). */
export const LocaleSettings = () => {
  const { api } = useDashboard();
  const { LL } = useI18nContext();
  const settings = useResource(() => api.getLocaleSettings(), []);
  const save = useSave();
  const changed = useConflictChanges(save.conflict, settings.data, () => api.getLocaleSettings(), LOCALE_FIELDS, LL);
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, LL.dashboard.common.unsaved());
  if (!settings.data) return <Loading />;
  return (
    <LocaleSettingsView
      key={settings.data.version}
      onDirtyChange={setDirty}
      settings={settings.data}
      errors={save.errors}
      saving={save.saving}
      message={save.message}
      conflict={save.conflict ? { changed, onReload: () => reloadAfterConflict(save, settings) } : null}
      onSave={(value) => {
        const { version: _copied, ...input } = { version: 0, ...value };
        void save
          .run(() => api.updateLocaleSettings(input, settings.data!.version), { done: LL.dashboard.common.saved(), failed: LL.dashboard.common.failed(), forbidden: LL.dashboard.common.forbidden() })
          .then((saved) => saved && settings.set(saved));
      }}
    />
  );
};

/** One's own password and, for admins, the staff accounts. */
export const Password = ({ user }: { readonly user: StaffUser }) => {
  const { api } = useDashboard();
  const { LL } = useI18nContext();
  const own = useSave();
  const staffSave = useSave();
  const staff = useResource(() => (user.role === "admin" ? api.listStaff() : Promise.resolve([])), [user.role]);
  const [row, setRow] = useState<{ readonly id: number; readonly kind: "ok" | "error"; readonly text: string } | null>(null);
  const [listMessage, setListMessage] = useState<{ readonly kind: "ok" | "error"; readonly text: string } | null>(null);
  const T = LL.dashboard.password;
  /** Why a change of one account was refused, in words for that account's row. */
  const refusalOf = (error: unknown): string => {
    if (!isApiError(error)) return LL.dashboard.common.failed();
    if (error.status === 409) return LL.dashboard.common.conflict();
    if (error.status === 403) return LL.dashboard.common.forbidden();
    const codes = Object.values(error.errors ?? {}).flat();
    if (codes.includes("last_admin")) return T.lastAdmin();
    if (codes.includes("self")) return T.ownAccount();
    if (error.errors?.role) return T.ownRole();
    if (error.errors?.password) return `${T.new()}: ${errorText(LL, error.errors.password, "password")}`;
    return LL.dashboard.common.failed();
  };
  /** Asks before a change that is not a password: a new role, disabling or enabling the account. */
  const confirmed = (member: StaffAccount, change: StaffUpdate): boolean => {
    if (change.role) return window.confirm(T.confirmRole({ name: member.name, role: T.roles[change.role]() }));
    if (change.status === "disabled") return window.confirm(T.confirmDisable({ name: member.name }));
    if (change.status === "active") return window.confirm(T.confirmEnable({ name: member.name }));
    return true;
  };
  const update = (member: StaffAccount, change: StaffUpdate) => {
    if (!confirmed(member, change)) return;
    setRow(null);
    setListMessage(null);
    api.updateStaff(member.id, change, member.version).then(
      (saved) => {
        staff.set(staff.data!.map((m) => (m.id === saved.id ? saved : m)));
        const text = change.status === "disabled" ? T.disabled() : change.status === "active" ? T.enabled() : T.updated();
        setRow({ id: member.id, kind: "ok", text });
      },
      (error: unknown) => {
        setRow({ id: member.id, kind: "error", text: refusalOf(error) });
        // A conflict means the list on screen is old: show the account as it is now.
        if (isApiError(error) && error.status === 409) staff.reload();
      },
    );
  };
  const remove = (member: StaffAccount) => {
    if (!window.confirm(T.confirmRemove({ name: member.name }))) return;
    setRow(null);
    setListMessage(null);
    api.deleteStaff(member.id).then(
      () => {
        staff.set(staff.data!.filter((m) => m.id !== member.id));
        setListMessage({ kind: "ok", text: T.removed({ name: member.name }) });
      },
      (error: unknown) => setRow({ id: member.id, kind: "error", text: refusalOf(error) }),
    );
  };
  return (
    <>
      <PasswordView
        errors={own.errors}
        saving={own.saving}
        message={own.message}
        onChange={(payload) => void own.run(() => api.changePassword(payload), { done: T.changed(), failed: T.wrongCurrent() })}
      />
      {user.role === "admin" && staff.data ? (
        <StaffView
          staff={staff.data}
          errors={staffSave.errors}
          saving={staffSave.saving}
          message={staffSave.message}
          rowMessage={row}
          listMessage={listMessage}
          onCreate={async (input) => {
            const created = await staffSave.run(() => api.createStaff(input), { done: T.created({ email: input.email.trim().toLowerCase() }), failed: LL.dashboard.common.failed() });
            if (created) staff.set([...(staff.data ?? []), created]);
            return created !== undefined;
          }}
          onUpdate={(id, change) => {
            const member = staff.data?.find((m) => m.id === id);
            if (member) update(member, change);
          }}
          onDelete={(id) => {
            const member = staff.data?.find((m) => m.id === id);
            if (member) remove(member);
          }}
        />
      ) : null}
    </>
  );
};

/** The audit trail (admins). */
export const Audit = () => {
  const { api } = useDashboard();
  const [query, setQuery] = useState<AuditQuery>({ page: 1, perPage: 50 });
  const entries = useResource(() => api.listAudit(query), [JSON.stringify(query)]);
  const staff = useResource(() => api.listStaff(), []);
  if (!entries.data) return <Loading />;
  return <AuditView page={entries.data} query={query} staff={staff.data ?? []} loading={entries.loading} onQueryChange={(q) => setQuery({ ...q, perPage: 50 })} />;
};
