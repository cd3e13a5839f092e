import { useEffect, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from "react";
import type { FieldErrors } from "@vitrina/core";
import { ConflictNotice, type ConflictNoticeProps } from "./ConflictNotice.js";
import { Notice } from "./parts.js";

/**
 * Props every list screen with an editing panel shares (categories, attributes, slides): the record
 * whose form is open, the save's state and outcome, and the callbacks of the list and the form.
 */
export interface PanelEditorProps<R, I> {
  /** The record being edited (null: a new one), or undefined when the form is closed. */
  readonly editing: R | null | undefined;
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly message: { readonly kind: "ok" | "error"; readonly text: string } | null;
  /** The last save was refused because someone else saved first. */
  readonly conflict?: ConflictNoticeProps | null;
  readonly onEdit: (record: R | null) => void;
  readonly onCancel: () => void;
  readonly onSave: (input: I, id: number | null) => void;
  readonly onDelete: (record: R) => void;
  /** Why an action on one record was refused (a delete of one still in use), shown at its row. */
  readonly rowMessage?: { readonly id: number; readonly text: string } | null;
  /** Told whether the open form holds changes that are not saved, whenever that changes. */
  readonly onDirtyChange?: (dirty: boolean) => void;
}

/** Props of {@link PanelForm}. */
export interface PanelFormProps<I> {
  /** The form's heading: the record's name, or "New …". */
  readonly title: string;
  /** The values the form opens with; the form is dirty while its values differ from them. */
  readonly initial: () => I;
  readonly onSubmit: (input: I) => void;
  readonly onDirtyChange?: ((dirty: boolean) => void) | undefined;
  /** The fields, given the values and their setter. */
  readonly children: (input: I, setInput: Dispatch<SetStateAction<I>>) => ReactNode;
}

/**
 * The editing panel of a list screen: it keeps the values typed in, tells whether they differ from
 * the ones it opened with (and that nothing is unsaved once it closes), opens scrolled into sight
 * with its first field focused (a record low in a long list would open its form out of sight), and
 * submits without the browser's own validation (the server's field errors are shown instead).
 */
export const PanelForm = <I,>({ title, initial, onSubmit, onDirtyChange, children }: PanelFormProps<I>) => {
  const [opened] = useState(initial);
  const [input, setInput] = useState(opened);
  const form = useRef<HTMLFormElement>(null);
  const dirty = JSON.stringify(input) !== JSON.stringify(opened);
  useEffect(() => onDirtyChange?.(dirty), [dirty]);
  useEffect(() => () => onDirtyChange?.(false), []);
  useEffect(() => {
    form.current?.scrollIntoView?.({ block: "start" });
    form.current?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  }, []);
  return (
    <form
      ref={form}
      className="dash-form dash-form--panel"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(input);
      }}
    >
      <h2>{title}</h2>
      {children(input, setInput)}
    </form>
  );
};

/** Props of {@link PanelHead}. */
export interface PanelHeadProps extends Pick<PanelEditorProps<unknown, unknown>, "message" | "conflict"> {
  readonly title: string;
  /** The button that opens an empty form. */
  readonly newLabel: string;
  /** A sentence under the title, when the screen needs one. */
  readonly intro?: string;
  /** Opens the form of a new record. */
  readonly onNew: () => void;
}

/** The top of a list screen with an editing panel: its title, the button for a new record, the last save's message or conflict. */
export const PanelHead = ({ title, newLabel, intro, message, conflict, onNew }: PanelHeadProps) => (
  <>
    <div className="dash__title">
      <h1>{title}</h1>
      <button type="button" className="btn" onClick={onNew}>
        {newLabel}
      </button>
    </div>
    {intro ? <p className="muted">{intro}</p> : null}
    {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
    {conflict ? <ConflictNotice {...conflict} /> : null}
  </>
);
