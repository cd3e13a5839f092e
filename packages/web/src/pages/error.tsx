import { ErrorView } from "@vitrina/react-ui";
import { useEffect } from "react";
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

/** The 404 page: 'Page not found: {path}', with the chat widget when one is configured. */
export const NotFoundPage = ({ data }: { readonly data: { readonly path: string } }) => {
  useChatWidget();
  return <ErrorView kind="not-found" path={data.path} />;
};

/** The page of a failed load, with the chat widget when one is configured. */
export const ServerErrorPage = () => {
  useChatWidget();
  return <ErrorView kind="server-error" />;
};
