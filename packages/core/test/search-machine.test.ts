import { describe, expect, test } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { SEARCH_DEBOUNCE, apiError, createSearchMachine, type SearchResponse, type SearchResult, type ShopApi } from "../src/index.js";

const result = (title: string): SearchResult => ({
  id: title.length,
  slug: title.toLowerCase().replace(/\W+/g, "-"),
  title,
  image: null,
  category: "Mobilier",
  price: 100,
  old_price: null,
  currency: "MDL",
});

/** A search API whose answers the test settles by hand, in any order. */
const fakeApi = () => {
  const calls: Array<{ text: string; resolve: (rows: ReadonlyArray<SearchResult>, searchedFor?: string) => void; reject: (e: unknown) => void }> = [];
  const api = {
    search: (text: string) =>
      new Promise<SearchResponse>((resolve, reject) => {
        calls.push({ text, resolve: (data, searchedFor) => resolve(searchedFor === undefined ? { data } : { data, searched_for: searchedFor }), reject });
      }),
  } as unknown as ShopApi;
  return { api, calls };
};

const fakeLogger = () => {
  const errors: Array<string> = [];
  return { logger: { warn: () => {}, error: (message: string) => void errors.push(message) }, errors };
};

// core's tsconfig carries no Node or DOM types; the test runner's global timer is enough to let
// settled promises reach the actor.
declare const setTimeout: (callback: () => void, ms: number) => unknown;
const flush = () => new Promise<void>((r) => setTimeout(r, 0));

const start = () => {
  const { api, calls } = fakeApi();
  const { logger, errors } = fakeLogger();
  const clock = new SimulatedClock();
  const actor = createActor(createSearchMachine({ api, logger }), { clock }).start();
  return { actor, clock, calls, errors };
};

describe("search machine", () => {
  test("sends no request before 400 ms of quiet", () => {
    const { actor, clock, calls } = start();
    actor.send({ type: "search.type", text: "divan" });
    clock.increment(SEARCH_DEBOUNCE - 1);
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().context.text).toBe("divan");
    clock.increment(1);
    expect(calls.map((c) => c.text)).toEqual(["divan"]);
    expect(actor.getSnapshot().context.loading).toBe(true);
  });

  test("sends one request for the last text after fast keystrokes, trimmed", () => {
    const { actor, clock, calls } = start();
    for (const text of ["d", "di", "div", "diva", " divan "]) {
      actor.send({ type: "search.type", text });
      clock.increment(SEARCH_DEBOUNCE - 100);
    }
    expect(calls).toHaveLength(0);
    clock.increment(100);
    expect(calls.map((c) => c.text)).toEqual(["divan"]);
    clock.increment(SEARCH_DEBOUNCE * 10);
    expect(calls).toHaveLength(1);
  });

  test("searches for a single character", () => {
    const { actor, clock, calls } = start();
    actor.send({ type: "search.type", text: "d" });
    clock.increment(SEARCH_DEBOUNCE);
    expect(calls.map((c) => c.text)).toEqual(["d"]);
  });

  test("shows the answer with the text it belongs to", async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: "search.type", text: "divan" });
    clock.increment(SEARCH_DEBOUNCE);
    calls[0]!.resolve([result("Divan Oslo")]);
    await flush();
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ results: [result("Divan Oslo")], resultsFor: "divan", loading: false, noResults: false });
  });

  test("names the text the shop searched instead of a misspelled one, until the next answer", async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: "search.type", text: "tigae" });
    clock.increment(SEARCH_DEBOUNCE);
    calls[0]!.resolve([result("Tigaie Tefal")], "tigaie");
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ results: [result("Tigaie Tefal")], resultsFor: "tigae", searchedInstead: "tigaie" });

    actor.send({ type: "search.type", text: "tigaie" });
    clock.increment(SEARCH_DEBOUNCE);
    calls[1]!.resolve([result("Tigaie Tefal")]);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ resultsFor: "tigaie", searchedInstead: null });
  });

  test("flags no results with the searched text", async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: "search.type", text: "xyz" });
    clock.increment(SEARCH_DEBOUNCE);
    calls[0]!.resolve([]);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ results: [], resultsFor: "xyz", noResults: true });
  });

  test("empty or blank text clears the results at once, without a request", async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: "search.type", text: "divan" });
    clock.increment(SEARCH_DEBOUNCE);
    calls[0]!.resolve([result("Divan Oslo")]);
    await flush();

    actor.send({ type: "search.type", text: "   " });
    expect(actor.getSnapshot().context).toMatchObject({ text: "", results: [], resultsFor: "", noResults: false, loading: false });
    clock.increment(SEARCH_DEBOUNCE * 2);
    expect(calls).toHaveLength(1);
  });

  test("clearing during the debounce cancels the pending request", () => {
    const { actor, clock, calls } = start();
    actor.send({ type: "search.type", text: "divan" });
    clock.increment(SEARCH_DEBOUNCE - 1);
    actor.send({ type: "search.clear" });
    clock.increment(SEARCH_DEBOUNCE);
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().context.text).toBe("");
  });

  test("closing resets the overlay and ignores a running request", async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: "search.type", text: "divan" });
    clock.increment(SEARCH_DEBOUNCE);
    actor.send({ type: "search.close" });
    calls[0]!.resolve([result("Divan Oslo")]);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ text: "", results: [], loading: false });
  });

  test("a text that only differs by spaces does not restart the search", () => {
    const { actor, clock, calls } = start();
    actor.send({ type: "search.type", text: "divan" });
    clock.increment(SEARCH_DEBOUNCE - 1);
    actor.send({ type: "search.type", text: "divan " });
    clock.increment(1);
    expect(calls.map((c) => c.text)).toEqual(["divan"]);
  });

  test("a failure is its own state, not 'no results', logs the message, and the next keystroke leaves it", async () => {
    const { actor, clock, calls, errors } = start();
    actor.send({ type: "search.type", text: "divan" });
    clock.increment(SEARCH_DEBOUNCE);
    calls[0]!.reject(apiError(500, "Server Error"));
    await flush();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context).toMatchObject({ results: [], loading: false, resultsFor: "divan", failed: true, noResults: false });
    expect(errors).toEqual(["Failed to load search results: Server Error"]);

    actor.send({ type: "search.type", text: "divane" });
    clock.increment(SEARCH_DEBOUNCE);
    calls[1]!.resolve([]);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ resultsFor: "divane", failed: false, noResults: true });
  });

  test("a failure after earlier results empties the list", async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: "search.type", text: "div" });
    clock.increment(SEARCH_DEBOUNCE);
    calls[0]!.resolve([result("Divan Oslo")]);
    await flush();
    actor.send({ type: "search.type", text: "divan" });
    clock.increment(SEARCH_DEBOUNCE);
    calls[1]!.reject(new Error("timeout"));
    await flush();
    expect(actor.getSnapshot().context.results).toEqual([]);
  });

  test("a slow answer for an old text never overwrites newer results", async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: "search.type", text: "div" });
    clock.increment(SEARCH_DEBOUNCE);
    actor.send({ type: "search.type", text: "divan" });
    clock.increment(SEARCH_DEBOUNCE);
    expect(calls.map((c) => c.text)).toEqual(["div", "divan"]);

    calls[1]!.resolve([result("Divan Oslo")]);
    await flush();
    calls[0]!.resolve([result("Divizor"), result("Divan Oslo")]);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ results: [result("Divan Oslo")], resultsFor: "divan" });
  });

  test("an old answer arriving during the next debounce is ignored", async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: "search.type", text: "div" });
    clock.increment(SEARCH_DEBOUNCE);
    actor.send({ type: "search.type", text: "divan" });
    calls[0]!.resolve([result("Divizor")]);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ results: [], resultsFor: "" });
  });

  test("submit is emitted only with 3+ characters and no request running", async () => {
    const { actor, clock, calls } = start();
    const submitted: Array<string> = [];
    actor.on("search.submitted", ({ text }) => void submitted.push(text));

    actor.send({ type: "search.type", text: "di" });
    actor.send({ type: "search.submit" });
    expect(submitted).toEqual([]);

    actor.send({ type: "search.type", text: " div " });
    actor.send({ type: "search.submit" });
    expect(submitted).toEqual(["div"]);

    clock.increment(SEARCH_DEBOUNCE);
    actor.send({ type: "search.submit" });
    expect(submitted).toEqual(["div"]);

    calls[0]!.resolve([]);
    await flush();
    actor.send({ type: "search.submit" });
    expect(submitted).toEqual(["div", "div"]);
  });
});
