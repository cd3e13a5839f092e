/** How a page's title names the shop: the page, then the shop's name (from the shop's settings). */
export default { pageTitle: "{title:string} | {shop:string}" };
