import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { localizePath, type AdminContentPage, type ContentPageInput, type Locale, type StaticPageKind } from "@vitrina/core";
import { CONTENT_PAGE_KINDS, PagesView, type PageDraft } from "@vitrina/react-ui/dashboard";
import { useI18nContext, type TranslationFunctions } from "@vitrina/react-ui/i18n";
import { conflictChanges } from "../conflicts.js";
import { useDashboard } from "../context.js";
import { byAnswer, useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";

/** The page's texts as the editor keeps them: each FAQ entry numbered so it can be moved. */
const draftOf = (page: AdminContentPage): PageDraft => ({
  title: page.title,
  body: page.body,
  faq: page.faq.map((entry, i) => ({ key: i + 1, question: entry.question, answer: entry.answer })),
});

/** What a save sends: the FAQ's entries in the order on screen, without the editor's keys. */
const inputOf = (draft: PageDraft): ContentPageInput => ({
  title: draft.title,
  body: draft.body,
  faq: draft.faq.map(({ question, answer }) => ({ question, answer })),
});

/** The page's fields, to name what a colleague changed when a save is refused (409). */
const PAGE_FIELDS = {
  fields: { title: ["title"], body: ["body"], faq: ["faq"] },
  labels: (LL: TranslationFunctions) => ({ title: LL.dashboard.pages.pageTitle(), body: LL.dashboard.pages.body(), faq: LL.dashboard.pages.faq() }),
} as const;

/** The storefront's address of a page: Romanian has no language prefix. */
const pageHref = (kind: StaticPageKind, locale: Locale): string => localizePath(`/${kind}/`, locale);

/**
 * Content pages (managers and admins): the FAQ, about us and the policies, edited in four languages
 * in Markdown, previewed as the server renders them, saved with the version read. The page being
 * edited is in the address (`?kind=faq`), so a link can open it.
 */
export const ContentPages = () => {
  const { LL } = useI18nContext();
  const { api } = useDashboard();
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get("kind") ?? "";
  const kind: StaticPageKind = CONTENT_PAGE_KINDS.find((k) => k === asked) ?? "faq";
  const page = useScreen<AdminContentPage, StaticPageKind>((dashboard, pageKind, options) => dashboard.getContentPage(pageKind, options), kind);
  const [draft, setDraft] = useState<PageDraft | null>(null);
  const [preview, setPreview] = useState<{ readonly locale: Locale; readonly html: string } | null>(null);
  const [previewing, setPreviewing] = useState<"idle" | "busy" | "failed">("idle");

  // A page read (another page picked, a save answered, a reload after a conflict) replaces the form.
  const loaded = page.data?.kind === kind ? page.data : undefined;
  useEffect(() => {
    setDraft(loaded ? draftOf(loaded) : null);
  }, [loaded]);

  return (
    <>
      <ScreenStatus screen={page} announceLoading={false} />
      <PagesView
        kind={kind}
        draft={draft}
        errors={page.errors}
        saving={page.saving}
        message={page.message}
        conflict={page.conflict ? { changed: conflictChanges(loaded, page.current, PAGE_FIELDS, LL), onReload: page.reload } : null}
        preview={preview}
        previewing={previewing === "busy"}
        previewFailed={previewing === "failed"}
        pageHref={pageHref}
        onKind={(next) => {
          page.dismiss();
          setPreview(null);
          setPreviewing("idle");
          navigate(`/dashboard/pages/?kind=${next}`);
        }}
        onChange={setDraft}
        onPreview={(locale, markdown) => {
          setPreviewing("busy");
          api.previewMarkdown(markdown).then(
            (html) => {
              setPreview({ locale, html });
              setPreviewing("idle");
            },
            () => setPreviewing("failed"),
          );
        }}
        onSave={() => {
          if (!draft || !loaded) return;
          const { version } = loaded;
          void page.save((dashboard) => dashboard.saveContentPage(kind, inputOf(draft), version), {
            apply: byAnswer,
            texts: { done: LL.dashboard.common.saved() },
          });
        }}
      />
    </>
  );
};
