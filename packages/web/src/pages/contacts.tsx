import { useEffect, useMemo } from "react";
import { useSelector } from "@xstate/react";
import { createActor } from "xstate";
import { CONTACT_NETWORK_ERROR, createContactMachine } from "@vitrina/core";
import { ContactsView } from "@vitrina/react-ui";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { fieldMessages } from "../app/messages.js";
import { definePage } from "../app/route-types.js";
import { loadSeo, seoHead } from "../app/seo.js";
import { useShellData, useShop } from "../app/shop-context.js";

/** The contacts page: the shop's phones, e-mails, addresses, hours and a contact form. */
export default definePage({
  load: ({ api }) => loadSeo(api, "contacts"),
  head: (seo, { LL, shop }) =>
    seoHead(seo, { title: LL.shop.pageTitle({ title: LL.contacts.title(), shop: shop.name }), description: LL.contacts.formTitle() }),
  Page: () => {
    const shop = useShop();
    const { general } = useShellData();
    const { LL } = useI18nContext();
    const contact = useMemo(() => createActor(createContactMachine({ api: shop.api, logger: console })).start(), []);
    useEffect(() => () => void contact.stop(), [contact]);
    const state = useSelector(contact, (s) => ({ context: s.context, status: s.value as "editing" | "sending" | "sent" }));
    const { message } = state.context;
    return (
      <ContactsView
        general={general}
        draft={state.context.draft}
        errors={fieldMessages(LL, "contact", state.context.errors)}
        message={message === CONTACT_NETWORK_ERROR ? LL.contacts.networkError() : message}
        status={state.status}
        onEdit={(field, value) => contact.send({ type: "contact.edit", field, value })}
        onSubmit={() => contact.send({ type: "contact.submit" })}
        onReset={() => contact.send({ type: "contact.reset" })}
      />
    );
  },
});
