import { useEffect, useMemo } from "react";
import { CONTACT_NETWORK_ERROR, EMPTY_CONTACT, type ContactContext, type ContactEvent } from "@vitrina/core";
import { ContactsView } from "@vitrina/react-ui";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { lazyActor, useActorPart, useStartOnFirstInteraction } from "../app/lazy-actor.js";
import { fieldMessages } from "../app/messages.js";
import { definePage } from "../app/route-types.js";
import { loadSeo, seoHead } from "../app/seo.js";
import { useShellData, useShop } from "../app/shop-context.js";

/** What the contact form's machine shows: its context and its state. */
interface ContactShown {
  readonly context: ContactContext;
  readonly value: "editing" | "sending" | "sent";
}

/**
 * The contacts page: the shop's phones, e-mails, addresses, hours and a contact form, whose machine
 * loads at the visitor's first focus, tap or key on the page.
 */
export default definePage({
  load: ({ api }) => loadSeo(api, "contacts"),
  head: (seo, { LL, shop }) =>
    seoHead(seo, { title: LL.shop.pageTitle({ title: LL.contacts.title(), shop: shop.name }), description: LL.contacts.formTitle() }),
  Page: () => {
    const shop = useShop();
    const { general } = useShellData();
    const { LL } = useI18nContext();
    const contact = useMemo(
      () =>
        lazyActor<ContactShown, ContactEvent>(() => import("./contact-machine.js").then((m) => m.startContact({ api: shop.api, logger: console })), {
          context: { draft: EMPTY_CONTACT, errors: {}, message: null },
          value: "editing",
        }),
      [],
    );
    useEffect(() => () => void contact.stop(), [contact]);
    useStartOnFirstInteraction(contact);
    const context = useActorPart(contact, (s) => s.context);
    const status = useActorPart(contact, (s) => s.value);
    const { message } = context;
    return (
      <ContactsView
        general={general}
        draft={context.draft}
        errors={fieldMessages(LL, "contact", context.errors)}
        message={message === CONTACT_NETWORK_ERROR ? LL.contacts.networkError() : message}
        status={status}
        onEdit={(field, value) => contact.send({ type: "contact.edit", field, value })}
        onSubmit={() => contact.send({ type: "contact.submit" })}
        onReset={() => contact.send({ type: "contact.reset" })}
      />
    );
  },
});
