import { fireEvent, render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import type { Locale } from "@vitrina/core";
import { TypesafeI18n } from "../src/i18n.js";

const English = ({ children }: { readonly children: ReactNode }) => <TypesafeI18n locale="en">{children}</TypesafeI18n>;

/** Renders a component with the English texts (re-renders keep them). */
export const renderEn = (ui: ReactElement): RenderResult => render(ui, { wrapper: English });

/** Renders a component with one language's texts. */
export const renderIn = (locale: Locale, ui: ReactElement): RenderResult =>
  render(ui, { wrapper: ({ children }: { readonly children: ReactNode }) => <TypesafeI18n locale={locale}>{children}</TypesafeI18n> });

/** Types `value` into a field, as one change event. */
export const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
