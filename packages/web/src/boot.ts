// The storefront's first script. The page arrives server-rendered and readable, and its scripts only
// make it interactive: they start once the page has loaded (the style sheet and the pictures above
// the fold first), so they never hold back what the shopper came to see. The built page asks for
// this script only then, once its whole style sheet is there (vite-first-paint.ts); in development
// the page names it, and it waits.
import "@vitrina/react-ui/styles.css";

const hydrate = () => void import("./entry-client.js");
if (document.readyState === "complete") hydrate();
else window.addEventListener("load", hydrate, { once: true });
