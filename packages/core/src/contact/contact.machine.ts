import { assign, fromPromise, setup } from "xstate";
import type { Actor, SnapshotFrom } from "xstate";
import type { Logger, ShopApi } from "../ports/index.js";
import { isApiError } from "../ports/index.js";
import { ContactForm, type FieldErrors } from "../schemas/index.js";
import { validate, type Validation } from "../validation/index.js";
import { CONTACT_NETWORK_ERROR, CONTACT_SEND_FAILED, EMPTY_CONTACT, filledFields, type ContactDraft } from "./contact.js";

/** What the contact form shows. */
export interface ContactContext {
  readonly draft: ContactDraft;
  /** Every field error, from the schema before sending or from a 422 answer. */
  readonly errors: FieldErrors;
  /** A message for the whole form: the server's 429 message, or 'Network/Server error'. */
  readonly message: string | null;
}

/** Events of the contact form. */
export type ContactEvent =
  | { readonly type: "contact.edit"; readonly field: keyof ContactDraft; readonly value: string }
  | { readonly type: "contact.submit" }
  /** Starts a new message after one was sent. */
  | { readonly type: "contact.reset" };

/** Ports the contact form needs. */
export interface ContactPorts {
  readonly api: ShopApi;
  readonly logger: Logger;
}

/** How a failed send shows (spec §8): 429 the server's message, 422 its field errors, else the generic message. */
const failureOf = (error: unknown): Pick<ContactContext, "errors" | "message"> => {
  if (isApiError(error) && error.status === 429) return { errors: {}, message: error.message || CONTACT_NETWORK_ERROR };
  if (isApiError(error) && error.status === 422 && error.errors && Object.keys(error.errors).length > 0) return { errors: error.errors, message: null };
  return { errors: {}, message: CONTACT_NETWORK_ERROR };
};

/**
 * The contact form: edits, validation of every field with the ContactForm schema, sending only the
 * filled fields, and the answers of spec §8.
 * @example
 * const contact = createActor(createContactMachine({ api, logger })).start();
 * contact.send({ type: "contact.edit", field: "name", value: "Ana" });
 * contact.send({ type: "contact.submit" });
 */
export const createContactMachine = ({ api, logger }: ContactPorts) =>
  setup({
    types: { context: {} as ContactContext, events: {} as ContactEvent },
    actors: {
      // Invoked only once isValid passed: the form is sent as its schema decoded it.
      send: fromPromise<void, Validation<ContactForm>>(({ input, signal }) =>
        input.ok ? api.sendContact(input.value, { signal }) : Promise.reject(new Error("The contact form has field errors")),
      ),
    },
    guards: {
      isValid: ({ context }) => validate(ContactForm, filledFields(context.draft)).ok,
    },
    actions: {
      edit: assign(({ context }, params: { readonly field: keyof ContactDraft; readonly value: string }) => {
        const { [params.field]: _fixed, ...errors } = context.errors;
        return { draft: { ...context.draft, [params.field]: params.value }, errors };
      }),
      showErrors: assign(({ context }) => {
        const result = validate(ContactForm, filledFields(context.draft));
        return { errors: result.ok ? {} : result.errors, message: null };
      }),
      clearMessage: assign({ message: null, errors: {} }),
      reset: assign({ draft: EMPTY_CONTACT, errors: {}, message: null }),
      fail: assign((_, params: { readonly error: unknown }) => failureOf(params.error)),
      log: (_, params: { readonly error: unknown }) => logger.error(CONTACT_SEND_FAILED, params.error),
    },
  }).createMachine({
    id: "contact",
    context: { draft: EMPTY_CONTACT, errors: {}, message: null },
    initial: "editing",
    states: {
      editing: {
        on: {
          "contact.edit": { actions: { type: "edit", params: ({ event }) => event } },
          "contact.submit": [{ guard: "isValid", target: "sending", actions: "clearMessage" }, { actions: "showErrors" }],
        },
      },
      sending: {
        // The form stays on screen while it is sent; what is typed meanwhile must not be dropped.
        on: { "contact.edit": { actions: { type: "edit", params: ({ event }) => event } } },
        invoke: {
          src: "send",
          input: ({ context }) => validate(ContactForm, filledFields(context.draft)),
          onDone: { target: "sent" },
          onError: {
            target: "editing",
            actions: [
              { type: "fail", params: ({ event }) => ({ error: event.error }) },
              { type: "log", params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
      },
      sent: {
        on: { "contact.reset": { target: "editing", actions: "reset" } },
      },
    },
  });

/** The contact form machine, as `createContactMachine` returns it. */
export type ContactMachine = ReturnType<typeof createContactMachine>;
/** A started contact form: `createActor(createContactMachine(ports)).start()`; pass it to what renders or drives it. */
export type ContactActor = Actor<ContactMachine>;
/** What a contact form actor's `getSnapshot()` returns (and `useSelector` selects from). */
export type ContactSnapshot = SnapshotFrom<ContactMachine>;
