import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import {
  isImageType, type AdminCategory, type AuditQuery, type AdminOrderQuery, type AdminProductQuery, type AdminSlider, type OrderStatus, type ProductCard,
  type SeoSetting, type StaffUser, type UploadedImage,
} from "@vitrina/core";
import {
  AuditView, CategoriesView, CuratedListView, LocaleSettingsView, OrderDetailView, OrdersView, OverviewView, PasswordView, ProductForm, ProductsView, SeoView,
  SlidersView, StaffView, emptyProductDraft, moveItem, type ProductDraft, type Upload,
} from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useDashboard } from "./context.js";
import { productDraftOf, productInputOf } from "./product-draft.js";
import { useResource, useSave } from "./use-api.js";

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
  const overview = useResource(() => api.overview(), []);
  return overview.data ? <OverviewView overview={overview.data} /> : <Loading />;
};

/** The product list. */
export const Products = () => {
  const { api } = useDashboard();
  const { LL } = useI18nContext();
  const [query, setQuery] = useState<AdminProductQuery>({ sort: "updated_at", dir: "desc", page: 1, perPage: 20 });
  const products = useResource(() => api.listProducts(query), [JSON.stringify(query)]);
  if (!products.data) return <Loading />;
  return (
    <ProductsView
      page={products.data}
      query={query}
      loading={products.loading}
      onQueryChange={setQuery}
      onDelete={(p) => {
        if (window.confirm(LL.dashboard.common.confirmDelete({ name: p.title.ro }))) void api.deleteProduct(p.id).then(products.reload);
      }}
    />
  );
};

/** Create (id null) or edit a product. */
export const ProductEditor = ({ id }: { readonly id: number | null }) => {
  const { api } = useDashboard();
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const product = useResource(() => (id === null ? Promise.resolve(null) : api.getProduct(id)), [id]);
  const categories = useResource(() => api.listCategories(), []);
  const save = useSave();
  const { uploads, errors: uploadErrors, upload } = useUploads();
  if (product.data === undefined || !categories.data) return <Loading />;
  const initial: ProductDraft = product.data ? productDraftOf(product.data) : emptyProductDraft();
  return (
    <ProductForm
      key={product.data?.updated_at ?? "new"}
      title={id === null ? LL.dashboard.products.new() : LL.dashboard.products.edit()}
      initial={initial}
      categories={categories.data}
      errors={save.errors}
      saving={save.saving}
      message={save.message}
      uploads={uploads}
      uploadErrors={uploadErrors}
      onUpload={upload}
      onSubmit={(draft) =>
        void save
          .run(() => (id === null ? api.createProduct(productInputOf(draft)) : api.updateProduct(id, productInputOf(draft))), { done: LL.dashboard.common.saved(), failed: LL.dashboard.common.failed() })
          .then((saved) => {
            if (saved && id === null) navigate(`/dashboard/product/edit/${saved.id}/`);
            else if (saved) product.set(saved);
          })
      }
    />
  );
};

/** The category tree. */
export const Categories = () => {
  const { api } = useDashboard();
  const { LL } = useI18nContext();
  const categories = useResource(() => api.listCategories(), []);
  const [editing, setEditing] = useState<AdminCategory | null | undefined>(undefined);
  const save = useSave();
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
      onEdit={(c) => {
        save.reset();
        setEditing(c);
      }}
      onCancel={() => setEditing(undefined)}
      onSave={(input, id) =>
        void save.run(() => (id === null ? api.createCategory(input) : api.updateCategory(id, input)), texts).then((saved) => {
          if (!saved) return;
          setEditing(undefined);
          categories.reload();
        })
      }
      onDelete={(c) => {
        if (window.confirm(LL.dashboard.common.confirmDelete({ name: c.name.ro })))
          void save.run(() => api.deleteCategory(c.id), { ...texts, failed: LL.dashboard.categories.notEmpty() }).then(categories.reload);
      }}
      onMove={(c, direction) => {
        const siblings = list.filter((x) => x.parent_id === c.parent_id).sort((a, b) => a.position - b.position || a.id - b.id);
        const reordered = moveItem(siblings, siblings.indexOf(c), siblings.indexOf(c) + direction);
        void save
          .run(() => Promise.all(reordered.map((x, position) => (x.position === position ? null : api.updateCategory(x.id, { slug: x.slug, name: x.name, icon: x.icon, parent_id: x.parent_id, position, active: x.active })))), texts)
          .then(categories.reload);
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

/** One order and its status changes. */
export const OrderDetail = ({ id }: { readonly id: number }) => {
  const { api } = useDashboard();
  const order = useResource(() => api.getOrder(id), [id]);
  const [state, setState] = useState({ changing: false, failed: false });
  if (!order.data) return <Loading />;
  return (
    <OrderDetailView
      order={order.data}
      {...state}
      onStatusChange={(status) => {
        setState({ changing: true, failed: false });
        api.changeOrderStatus(id, status).then(
          (updated) => {
            order.set(updated);
            setState({ changing: false, failed: false });
          },
          () => setState({ changing: false, failed: true }),
        );
      }}
    />
  );
};

/** The home slider. */
export const Sliders = () => {
  const { api } = useDashboard();
  const { LL } = useI18nContext();
  const slides = useResource(() => api.listSliders(), []);
  const [editing, setEditing] = useState<AdminSlider | null | undefined>(undefined);
  const save = useSave();
  const { upload } = useUploads();
  if (!slides.data) return <Loading />;
  const texts = { done: LL.dashboard.common.saved(), failed: LL.dashboard.common.failed() };
  return (
    <SlidersView
      slides={slides.data}
      editing={editing}
      errors={save.errors}
      saving={save.saving}
      message={save.message}
      onEdit={(s) => {
        save.reset();
        setEditing(s);
      }}
      onCancel={() => setEditing(undefined)}
      onSave={(input, id) =>
        void save.run(() => (id === null ? api.createSlider(input) : api.updateSlider(id, input)), texts).then((saved) => {
          if (!saved) return;
          setEditing(undefined);
          slides.reload();
        })
      }
      onDelete={(s) => {
        if (window.confirm(LL.dashboard.common.confirmDelete({ name: s.title.ro }))) void save.run(() => api.deleteSlider(s.id), texts).then(slides.reload);
      }}
      onReorder={(ordered) => {
        slides.set(ordered);
        void save.run(() => api.reorderSliders(ordered.map((s) => s.id)), texts);
      }}
      onUpload={async (file) => (await upload([file]))[0] ?? null}
    />
  );
};

/** Home products or bestsellers: every change is saved at once. */
export const Curated = ({ list }: { readonly list: "home-products" | "bestsellers" }) => {
  const { api } = useDashboard();
  const { LL, locale } = useI18nContext();
  const products = useResource(() => api.getProductList(list), [list]);
  const [results, setResults] = useState<ReadonlyArray<ProductCard>>([]);
  const save = useSave();
  if (!products.data) return <Loading />;
  return (
    <CuratedListView
      title={list === "home-products" ? LL.dashboard.curated.homeTitle() : LL.dashboard.curated.bestsellersTitle()}
      products={products.data}
      searchResults={results}
      message={save.message}
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
        products.set(next);
        void save.run(() => api.setProductList(list, next.map((p) => p.id)), { done: LL.dashboard.common.saved(), failed: LL.dashboard.common.failed() });
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
  const save = useSave();
  if (!settings.data) return <Loading />;
  return (
    <SeoView
      settings={settings.data}
      savedKind={kind}
      errors={save.errors}
      saving={save.saving}
      message={save.message}
      onSave={(setting) => {
        setKind(setting.kind);
        void save.run(() => api.updateSeo(setting), { done: LL.dashboard.common.saved(), failed: LL.dashboard.common.failed() });
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
  if (!settings.data) return <Loading />;
  return (
    <LocaleSettingsView
      settings={settings.data}
      errors={save.errors}
      saving={save.saving}
      message={save.message}
      onSave={(value) => void save.run(() => api.updateLocaleSettings(value), { done: LL.dashboard.common.saved(), failed: LL.dashboard.common.failed(), forbidden: LL.dashboard.common.forbidden() })}
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
  const T = LL.dashboard.password;
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
          onCreate={(input) => void staffSave.run(() => api.createStaff(input), { done: T.updated(), failed: LL.dashboard.common.failed() }).then(staff.reload)}
          onUpdate={(id, update) => void staffSave.run(() => api.updateStaff(id, update), { done: T.updated(), failed: LL.dashboard.common.failed() }).then(staff.reload)}
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
