import { useState, type ReactNode } from "react";
import { moveItem } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";

/** Props of {@link OrderedList}. */
export interface OrderedListProps<T> {
  readonly items: ReadonlyArray<T>;
  readonly keyOf: (item: T) => string | number;
  /** The label of an item for its move buttons. */
  readonly labelOf: (item: T) => string;
  readonly render: (item: T) => ReactNode;
  readonly onReorder: (items: ReadonlyArray<T>) => void;
  readonly onRemove?: (item: T) => void;
}

/** Moves one element of a list to another index (core's rule, which the ordered lists use). */
export { moveItem };

/** A list whose order matters: drag an item, or use its move-up / move-down buttons from the keyboard. */
export const OrderedList = <T,>({ items, keyOf, labelOf, render, onReorder, onRemove }: OrderedListProps<T>) => {
  const { LL } = useI18nContext();
  const [dragged, setDragged] = useState<number | null>(null);
  return (
    <ol className="ordered-list">
      {items.map((item, index) => (
        <li
          key={keyOf(item)}
          draggable
          onDragStart={() => setDragged(index)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={() => {
            if (dragged !== null && dragged !== index) onReorder(moveItem(items, dragged, index));
            setDragged(null);
          }}
          data-dragging={dragged === index || undefined}
        >
          <span className="ordered-list__handle" aria-hidden="true">
            ⠿
          </span>
          <div className="ordered-list__body">{render(item)}</div>
          <button
            type="button"
            className="icon-btn"
            aria-label={`${LL.dashboard.common.moveUp()}: ${labelOf(item)}`}
            disabled={index === 0}
            onClick={() => onReorder(moveItem(items, index, index - 1))}
          >
            ↑
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={`${LL.dashboard.common.moveDown()}: ${labelOf(item)}`}
            disabled={index === items.length - 1}
            onClick={() => onReorder(moveItem(items, index, index + 1))}
          >
            ↓
          </button>
          {onRemove ? (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => onRemove(item)}>
              {LL.dashboard.common.remove()}
              <span className="visually-hidden">: {labelOf(item)}</span>
            </button>
          ) : null}
        </li>
      ))}
    </ol>
  );
};
