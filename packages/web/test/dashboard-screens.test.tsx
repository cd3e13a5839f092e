// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import {
  apiError,
  type AbortSignalLike,
  type AdminCategory,
  type AdminDiscountCode,
  type CallOptions,
  type DashboardApi,
  type DiscountCodeInput,
  type KeyValueStore,
} from "@vitrina/core";
import { TypesafeI18n } from "@vitrina/react-ui/i18n";
import { loadAllLocalesSync } from "@vitrina/react-ui/i18n-server";
import { MESSAGES } from "@vitrina/react-ui/messages";
import { DashboardContext } from "../src/dashboard/context.js";
import { Attributes } from "../src/dashboard/screens/attributes.js";
import { Categories } from "../src/dashboard/screens/categories.js";
import { DiscountCodes } from "../src/dashboard/screens/discount-codes.js";

// Dashboard screens on their one model (core's resource machine) against a fake dashboard API:
// what a person sees while data is read, saved, refused by a colleague's save and read again.

const T = MESSAGES.en.dashboard;

beforeAll(() => loadAllLocalesSync());
afterEach(cleanup);

/** An answer the test gives when it chooses, keeping the signal of the call. */
const held = <V,>() => {
  let resolve!: (value: V) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<V>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** A dashboard API whose methods are the given ones (any other call fails the test). */
const fakeApi = (methods: Partial<DashboardApi>): DashboardApi =>
  new Proxy(methods as DashboardApi, {
    get: (target, name) => target[name as keyof DashboardApi] ?? (() => Promise.reject(new Error(`unexpected call ${String(name)}`))),
  });

const cookies: KeyValueStore = { get: () => undefined, set: () => undefined, remove: () => undefined };

const renderScreen = (api: DashboardApi, ui: ReactElement) =>
  render(
    <DashboardContext.Provider value={{ api, cookies }}>
      <TypesafeI18n locale="en">{ui}</TypesafeI18n>
    </DashboardContext.Provider>,
  );

const text = (ro: string) => ({ ro, en: ro, ru: ro, bg: ro });
const category = (id: number, name: string, version = 1): AdminCategory => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  slug: name.toLowerCase(),
  name: text(name),
  icon: null,
  parent_id: null,
  position: id,
  active: true,
  seo_title: text(""),
  seo_description: text(""),
  product_count: 0,
  version,
});

describe("a dashboard screen's model", () => {
  test("a save refused by a colleague's names what they changed; loading the saved version says so until it is shown", async () => {
    const pans = category(1, "Pans");
    const reads: Array<ReturnType<typeof held<ReadonlyArray<AdminCategory>>>> = [];
    const api = fakeApi({
      listCategories: () => {
        reads.push(held());
        return reads.at(-1)!.promise;
      },
      updateCategory: () => Promise.reject(apiError(409, "Stale")),
    });
    renderScreen(api, <Categories />);
    expect(screen.getByRole("status").textContent).toBe(T.common.loading);
    await act(async () => reads[0]!.resolve([pans]));
    fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${T.common.edit}\\s*: Pans$`) }));
    fireEvent.change(screen.getByLabelText(T.categories.icon), { target: { value: "kitchen" } });
    fireEvent.click(screen.getByRole("button", { name: T.common.save }));
    await screen.findByText(T.common.conflict);
    // The conflict reads what is saved now: a colleague renamed the category.
    const theirs = { ...pans, name: text("Frying pans"), version: 2 };
    await act(async () => reads[1]!.resolve([theirs]));
    await screen.findByText(`Changed meanwhile: ${T.categories.name}.`);

    fireEvent.click(screen.getByRole("button", { name: T.common.conflictReload }));
    expect(screen.getByRole("status").textContent).toBe(T.common.reloading);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByLabelText(T.categories.icon)).toBeNull();
    await act(async () => reads[2]!.resolve([theirs]));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText("Frying pans")).toBeTruthy();
  });

  test("leaving a screen cancels the read it no longer needs", async () => {
    const signals: Array<AbortSignalLike | undefined> = [];
    const api = fakeApi({
      listAttributes: (options?: CallOptions) => {
        signals.push(options?.signal);
        return new Promise(() => {});
      },
    });
    const { unmount } = renderScreen(api, <Attributes />);
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
  });

  test("a refused delete is said at its row, in the screen's words", async () => {
    const api = fakeApi({
      listCategories: () => Promise.resolve([category(1, "Pans")]),
      deleteCategory: () => Promise.reject(apiError(409, "In use")),
    });
    const confirm = window.confirm;
    window.confirm = () => true;
    try {
      renderScreen(api, <Categories />);
      fireEvent.click(await screen.findByRole("button", { name: new RegExp(`^${T.common.delete}\\s*: Pans$`) }));
      expect(await screen.findByText(T.categories.notEmpty)).toBeTruthy();
    } finally {
      window.confirm = confirm;
    }
  });

  test("a discount code's form is checked with core's schema before anything is sent; its switch sends the terms with the version read", async () => {
    const autumn: AdminDiscountCode = {
      id: 7,
      code: "TOAMNA100",
      kind: "fixed",
      value: 100,
      min_subtotal: 1000,
      starts_at: null,
      ends_at: "2026-11-30",
      max_uses: null,
      max_uses_per_email: 1,
      active: true,
      uses: 4,
      version: 3,
    };
    const created: DiscountCodeInput[] = [];
    const updated: Array<[number, DiscountCodeInput, number]> = [];
    const api = fakeApi({
      listDiscountCodes: () => Promise.resolve([autumn]),
      createDiscountCode: (input) => {
        created.push(input);
        return Promise.resolve({ ...input, id: 8, uses: 0, version: 1 });
      },
      updateDiscountCode: (id, input, version) => {
        updated.push([id, input, version]);
        return Promise.resolve({ ...autumn, ...input, version: version + 1 });
      },
    });
    renderScreen(api, <DiscountCodes />);
    fireEvent.click(await screen.findByRole("button", { name: T.discountCodes.new }));
    fireEvent.change(screen.getByLabelText(T.discountCodes.code), { target: { value: "autumn10" } });
    fireEvent.change(screen.getByLabelText(T.discountCodes.value), { target: { value: "150" } });
    fireEvent.click(screen.getByRole("button", { name: T.common.save }));
    expect(await screen.findByText(T.errors.forms.discountCodes.value.max)).toBeTruthy();
    expect(created).toEqual([]);
    fireEvent.change(screen.getByLabelText(T.discountCodes.value), { target: { value: "10" } });
    fireEvent.click(screen.getByRole("button", { name: T.common.save }));
    await screen.findByText(T.common.saved);
    expect(created).toEqual([
      {
        code: "AUTUMN10",
        kind: "percent",
        value: 10,
        min_subtotal: null,
        starts_at: null,
        ends_at: null,
        max_uses: null,
        max_uses_per_email: null,
        active: true,
      },
    ]);

    fireEvent.click(screen.getByRole("button", { name: `${T.discountCodes.switchOff}: TOAMNA100` }));
    expect(await screen.findByText("The code TOAMNA100 is switched off.")).toBeTruthy();
    const { id: _id, uses: _uses, version: _version, ...terms } = autumn;
    expect(updated).toEqual([[7, { ...terms, active: false }, 3]]);
    expect(screen.getByRole("button", { name: `${T.discountCodes.switchOn}: TOAMNA100` })).toBeTruthy();
  });
});
