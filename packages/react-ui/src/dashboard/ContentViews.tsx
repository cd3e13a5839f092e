import { useState } from "react";
import type { AdminSlider, ProductCard, SliderInput, UploadedImage } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { formatPrice } from "../format.js";
import { ConflictNotice, type ConflictNoticeProps } from "./ConflictNotice.js";
import { OrderedList } from "./OrderedList.js";
import { PanelForm, PanelHead, type PanelEditorProps } from "./PanelForm.js";
import { EditorFooter, Field, ImageField, LocalizedField, Notice, emptyText, useNameIn } from "./parts.js";

type Message = { readonly kind: "ok" | "error"; readonly text: string } | null;

/** Props of {@link SlidersView}. */
export interface SlidersViewProps extends PanelEditorProps<AdminSlider, SliderInput> {
  readonly slides: ReadonlyArray<AdminSlider>;
  readonly onReorder: (slides: ReadonlyArray<AdminSlider>) => void;
  readonly onUpload: (file: File) => Promise<UploadedImage | null>;
}

const SlideForm = ({
  slide,
  errors,
  saving,
  onSave,
  onCancel,
  onUpload,
  onDirtyChange,
}: { readonly slide: AdminSlider | null } & Pick<SlidersViewProps, "errors" | "saving" | "onSave" | "onCancel" | "onUpload" | "onDirtyChange">) => {
  const { LL } = useI18nContext();
  const nameIn = useNameIn();
  const T = LL.dashboard.sliders;
  const [image, setImage] = useState(slide?.image ?? null);
  return (
    <PanelForm<SliderInput>
      title={slide ? nameIn(slide.title) : T.new()}
      initial={() => ({
        title: slide?.title ?? emptyText(),
        subtitle: slide?.subtitle ?? emptyText(),
        link: slide?.link ?? "/",
        image_id: slide?.image?.id ?? null,
        active: slide?.active ?? true,
      })}
      onDirtyChange={onDirtyChange}
      onSubmit={(input) => onSave(input, slide?.id ?? null)}
    >
      {(input, setInput) => (
        <>
          <LocalizedField label={T.slideTitle()} path="title" value={input.title} errors={errors} onChange={(title) => setInput({ ...input, title })} />
          <LocalizedField
            label={T.subtitle()}
            path="subtitle"
            value={input.subtitle}
            errors={errors}
            onChange={(subtitle) => setInput({ ...input, subtitle })}
          />
          <Field label={T.link()} path="link" errors={errors}>
            {(a) => <input {...a} value={input.link} onChange={(e) => setInput({ ...input, link: e.currentTarget.value })} />}
          </Field>
          <ImageField
            label={T.image()}
            path="image_id"
            errors={errors}
            onUpload={onUpload}
            onUploaded={(uploaded) => {
              setImage(uploaded);
              setInput((i) => ({ ...i, image_id: uploaded.id }));
            }}
          />
          {image ? <img src={image.url} width={240} height={Math.round((240 * image.height) / image.width)} alt="" /> : <p className="muted">{T.noImage()}</p>}
          <EditorFooter active={input.active} onActive={(active) => setInput({ ...input, active })} saving={saving} onCancel={onCancel} />
        </>
      )}
    </PanelForm>
  );
};

/** The home slider: slides in order (drag or move), each editable in four languages with its picture. */
export const SlidersView = (props: SlidersViewProps) => {
  const { LL } = useI18nContext();
  const nameIn = useNameIn();
  const T = LL.dashboard.sliders;
  return (
    <section>
      <PanelHead title={T.title()} newLabel={T.new()} message={props.message} conflict={props.conflict} onNew={() => props.onEdit(null)} />
      {props.editing !== undefined ? <SlideForm key={props.editing?.id ?? "new"} slide={props.editing} {...props} /> : null}
      <OrderedList
        items={props.slides}
        keyOf={(s) => s.id}
        labelOf={(s) => nameIn(s.title)}
        onReorder={props.onReorder}
        onRemove={props.onDelete}
        render={(s) => (
          <div className="slide-row">
            {s.image ? <img src={s.image.url} width={120} height={45} alt="" /> : null}
            <span>
              <strong>{nameIn(s.title)}</strong> {s.active ? null : <span className="muted">({T.hidden()})</span>}
              <br />
              <span className="muted">{s.link}</span>
            </span>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => props.onEdit(s)}>
              {LL.dashboard.common.edit()}
              <span className="visually-hidden">: {nameIn(s.title)}</span>
            </button>
            {props.rowMessage?.id === s.id ? <Notice kind="error">{props.rowMessage.text}</Notice> : null}
          </div>
        )}
      />
    </section>
  );
};

/** Props of {@link CuratedListView}. */
export interface CuratedListViewProps {
  readonly title: string;
  readonly products: ReadonlyArray<ProductCard>;
  readonly searchResults: ReadonlyArray<ProductCard>;
  readonly message: Message;
  /** The last change was refused because someone else changed the list first. */
  readonly conflict?: ConflictNoticeProps | null;
  readonly onSearch: (text: string) => void;
  readonly onChange: (products: ReadonlyArray<ProductCard>) => void;
}

/** Home products or bestsellers: an ordered list with add (by search), remove and reorder, saved at once. */
export const CuratedListView = ({ title, products, searchResults, message, onSearch, onChange, conflict = null }: CuratedListViewProps) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.curated;
  const ids = new Set(products.map((p) => p.id));
  return (
    <section>
      <h1>{title}</h1>
      <p className="field-hint">{T.hint()}</p>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {conflict ? <ConflictNotice {...conflict} /> : null}
      <OrderedList
        items={products}
        keyOf={(p) => p.id}
        labelOf={(p) => p.title}
        onReorder={onChange}
        onRemove={(p) => onChange(products.filter((x) => x.id !== p.id))}
        render={(p) => (
          <span>
            {p.title}{" "}
            <span className="muted">
              · {p.sku} · {formatPrice(p.price, locale)}
            </span>
          </span>
        )}
      />
      <form
        className="toolbar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(String(new FormData(e.currentTarget).get("text") ?? "").trim());
        }}
      >
        <label>
          {T.find()} <input type="search" name="text" />
        </label>
        <button type="submit" className="btn btn--small">
          {LL.dashboard.common.search()}
        </button>
      </form>
      <ul className="search-picks">
        {searchResults.map((p) => (
          <li key={p.id}>
            <span>
              {p.title} <span className="muted">· {p.sku}</span>
            </span>
            {ids.has(p.id) ? (
              <span className="muted">{T.alreadyIn()}</span>
            ) : (
              <button type="button" className="btn btn--small" onClick={() => onChange([...products, p])}>
                {T.addNamed({ title: p.title })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};
