/** Hands `bytes` to the browser as a downloaded file named `name` (the orders' and the products' CSV). */
export const saveFile = (bytes: Uint8Array, name: string, type: string) => {
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has surely started the download (FileSaver.js waits the same way).
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
};
