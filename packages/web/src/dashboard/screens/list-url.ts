/**
 * The address of a list screen whose filters live in the URL (orders, messages): the query's set
 * values as search parameters, without the page size the screen fixes itself.
 */
export const listHref = (path: string, query: object): string => {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([k, v]) => k !== "perPage" && v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  return `${path}?${params}`;
};
