import { describe, expect, test } from "vitest";
import { createActor } from "xstate";
import { CONTACT_NETWORK_ERROR, apiError, createContactMachine, filledFields, type ContactForm, type ShopApi } from "../src/index.js";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const start = (answer: (form: Partial<ContactForm>) => Promise<void>) => {
  const sent: Array<Partial<ContactForm>> = [];
  const logged: Array<string> = [];
  const api = {
    sendContact: (form: Partial<ContactForm>) => {
      sent.push(form);
      return answer(form);
    },
  } as unknown as ShopApi;
  const actor = createActor(createContactMachine({ api, logger: { warn: () => {}, error: (m: string) => void logged.push(m) } })).start();
  const fill = (fields: Partial<Record<keyof ContactForm, string>>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: "contact.edit", field: field as keyof ContactForm, value });
  };
  return { actor, sent, logged, fill };
};

describe("contact form", () => {
  test("only filled fields are sent, trimmed", async () => {
    expect(filledFields({ name: " Ana ", email: "ana@mail.md", phone: "  ", message: "Bună ziua" })).toEqual({
      name: "Ana",
      email: "ana@mail.md",
      message: "Bună ziua",
    });
    const { actor, sent, fill } = start(async () => {});
    fill({ name: "Ana", email: "ana@mail.md", phone: "", message: "Aveți canapele gri?" });
    actor.send({ type: "contact.submit" });
    await flush();
    expect(sent).toEqual([{ name: "Ana", email: "ana@mail.md", message: "Aveți canapele gri?" }]);
    expect(actor.getSnapshot().value).toBe("sent");
  });

  test("every invalid field is reported at once and nothing is sent", () => {
    const { actor, sent, fill } = start(async () => {});
    fill({ email: "not-an-email" });
    actor.send({ type: "contact.submit" });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context.errors).toEqual({ name: ["required"], email: ["format"], message: ["required"] });
  });

  test("what is typed while the form is being sent is kept, and a failed send returns it for a retry", async () => {
    let fail!: (e: unknown) => void;
    const { actor, sent, fill } = start(() => new Promise<void>((_, reject) => (fail = reject)));
    fill({ name: "Ana", email: "ana@mail.md", message: "Aveți canapele gri?" });
    actor.send({ type: "contact.submit" });
    fill({ message: "Aveți canapele gri sau albastre?" });
    expect(actor.getSnapshot().context.draft.message).toBe("Aveți canapele gri sau albastre?");
    fail(apiError(500, "Server Error"));
    await flush();
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "contact.submit" });
    expect(sent.at(-1)).toMatchObject({ message: "Aveți canapele gri sau albastre?" });
  });

  test("editing a field clears its error only", () => {
    const { actor, fill } = start(async () => {});
    actor.send({ type: "contact.submit" });
    fill({ name: "Ana" });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(["email", "message"]);
  });

  test("429 shows the server's message, or 'Network/Server error' without one", async () => {
    for (const [error, expected] of [
      [apiError(429, "Prea multe mesaje. Încercați peste un minut."), "Prea multe mesaje. Încercați peste un minut."],
      [apiError(429, ""), CONTACT_NETWORK_ERROR],
    ] as const) {
      const { actor, fill, logged } = start(() => Promise.reject(error));
      fill({ name: "Ana", email: "ana@mail.md", message: "Salut" });
      actor.send({ type: "contact.submit" });
      await flush();
      expect(actor.getSnapshot().value).toBe("editing");
      expect(actor.getSnapshot().context.message).toBe(expected);
      expect(logged).toEqual(["Failed to send form"]);
    }
  });

  test("422 shows its field errors; a 422 without errors and other failures show 'Network/Server error'", async () => {
    const { actor, fill } = start(() => Promise.reject(apiError(422, "invalid", { email: ["format"] })));
    fill({ name: "Ana", email: "ana@mail.md", message: "Salut" });
    actor.send({ type: "contact.submit" });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ errors: { email: ["format"] }, message: null });

    for (const error of [apiError(422, "invalid"), apiError(500, "boom"), new TypeError("fetch failed")]) {
      const other = start(() => Promise.reject(error));
      other.fill({ name: "Ana", email: "ana@mail.md", message: "Salut" });
      other.actor.send({ type: "contact.submit" });
      await flush();
      expect(other.actor.getSnapshot().context).toMatchObject({ errors: {}, message: CONTACT_NETWORK_ERROR });
    }
  });

  test("after sending, reset starts an empty form", async () => {
    const { actor, fill } = start(async () => {});
    fill({ name: "Ana", email: "ana@mail.md", message: "Salut" });
    actor.send({ type: "contact.submit" });
    await flush();
    actor.send({ type: "contact.reset" });
    expect(actor.getSnapshot().context.draft).toEqual({ name: "", email: "", phone: "", message: "" });
  });
});
