import { ErrorView } from "@vitrina/react-ui";
import { useEffect } from "react";
import { useShop } from "../app/shop-context.js";

/** The 404 page: 'Page not found: {path}'. */
export const NotFoundPage = ({ data }: { readonly data: { readonly path: string } }) => <ErrorView kind="not-found" path={data.path} />;

/** The page of a failed load, with the shop's chat widget when one is configured. */
export const ServerErrorPage = () => {
  const { chatWidgetUrl } = useShop();
  useEffect(() => {
    if (!chatWidgetUrl || document.querySelector(`script[src="${CSS.escape(chatWidgetUrl)}"]`)) return;
    const script = document.createElement("script");
    script.src = chatWidgetUrl;
    script.async = true;
    document.body.append(script);
  }, [chatWidgetUrl]);
  return <ErrorView kind="server-error" />;
};
