import { ErrorView } from "@vitrina/react-ui";
import { useEffect } from "react";
import type { Missing } from "../app/route-types.js";
import { useShop } from "../app/shop-context.js";

/**
 * Loads the shop's third-party chat widget once, when its script URL is configured, so a visitor
 * who hit an error can ask for help (spec §2, §8).
 */
const useChatWidget = () => {
  const { chatWidgetUrl } = useShop();
  useEffect(() => {
    if (!chatWidgetUrl || document.querySelector(`script[src="${CSS.escape(chatWidgetUrl)}"]`)) return;
    const script = document.createElement("script");
    script.src = chatWidgetUrl;
    script.async = true;
    document.body.append(script);
  }, [chatWidgetUrl]);
};

/** The 404 page: 'Page not found: {path}' (or 'We could not find this order'), with the chat widget when one is configured. */
export const NotFoundPage = ({ data }: { readonly data: { readonly path: string; readonly missing?: Missing } }) => {
  useChatWidget();
  return <ErrorView kind={data.missing === "order" ? "order-not-found" : "not-found"} path={data.path} />;
};

/** The page of a failed load, with the chat widget when one is configured. */
export const ServerErrorPage = () => {
  useChatWidget();
  return <ErrorView kind="server-error" />;
};
