/**
 * The chat widget's script the journeys' shops load on their error pages, served by
 * e2e/widget-host.mjs: `localhost`, another site than the shops' 127.0.0.1, as a vendor's would be.
 * Served rather than answered by request routing, which turns the browser's cache off for the page
 * and sends every one of its requests through the test runner.
 */
export const CHAT_WIDGET_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3210) + 2}/widget.js`;
