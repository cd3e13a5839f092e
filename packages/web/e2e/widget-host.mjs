// The third-party chat widget's vendor for the journeys (the shop loads its script on the error
// pages): a server of its own at CHAT_WIDGET_URL (e2e/widget.ts), so the browser fetches the script
// from another site, and no journey has to intercept requests to answer for it.
import { createServer } from "node:http";

const url = new URL(process.env.CHAT_WIDGET_URL);
createServer((request, response) => {
  if (request.url !== url.pathname) return void response.writeHead(404).end();
  response.writeHead(200, { "content-type": "text/javascript" }).end("window.chatWidgetLoaded = true;");
}).listen(url.port);
