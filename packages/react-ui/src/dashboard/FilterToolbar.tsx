/** The filters a list's toolbar sets: only those filled in. */
export interface ListFilters<S extends string> {
  readonly status?: S;
  readonly from?: string;
  readonly to?: string;
  readonly search?: string;
  /** What the toolbar's other lists are set to, by their name (only those set). */
  readonly choices?: Readonly<Record<string, string>>;
}

/** Another list of a toolbar: its field name, label, first entry (nothing picked) and options. */
export interface FilterChoice {
  readonly name: string;
  readonly label: string;
  readonly all: string;
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
}

/** Props of {@link FilterToolbar}. */
export interface FilterToolbarProps<S extends string> {
  /** The statuses to pick from, each with its name on screen, in the order shown. */
  readonly statuses: ReadonlyArray<{ readonly value: S; readonly label: string }>;
  /** The label of the status list, and of its first entry (no status). */
  readonly statusLabel: string;
  readonly allStatuses: string;
  /** The label of the search field (also its placeholder). */
  readonly searchLabel: string;
  /** The filter button's label. */
  readonly filterLabel: string;
  /** The filters in force, shown when the toolbar opens. */
  readonly filters: ListFilters<S>;
  /** Other lists to filter by, shown after the status. */
  readonly choices?: ReadonlyArray<FilterChoice>;
  /** For lists filtered by dates too: the labels of the first and the last day. */
  readonly dates?: { readonly from: string; readonly to: string };
  /** Called with the filters filled in when the toolbar is submitted. */
  readonly onFilter: (filters: ListFilters<S>) => void;
}

/** A list's filters: a status, optional other lists, an optional date range and a text search, applied by one button. */
export const FilterToolbar = <S extends string>({
  statuses,
  statusLabel,
  allStatuses,
  searchLabel,
  filterLabel,
  filters,
  choices = [],
  dates,
  onFilter,
}: FilterToolbarProps<S>) => (
  <form
    className="toolbar"
    onSubmit={(e) => {
      e.preventDefault();
      const form = new FormData(e.currentTarget);
      const text = (name: string) => String(form.get(name) ?? "").trim();
      const status = statuses.find((s) => s.value === text("status"))?.value;
      const picked = choices.flatMap((c) => (c.options.some((o) => o.value === text(c.name)) ? [[c.name, text(c.name)] as const] : []));
      onFilter({
        ...(status ? { status } : {}),
        ...(picked.length > 0 ? { choices: Object.fromEntries(picked) } : {}),
        ...(text("from") ? { from: text("from") } : {}),
        ...(text("to") ? { to: text("to") } : {}),
        ...(text("search") ? { search: text("search") } : {}),
      });
    }}
  >
    <label>
      {statusLabel}{" "}
      <select name="status" defaultValue={filters.status ?? ""}>
        <option value="">{allStatuses}</option>
        {statuses.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </label>
    {choices.map((c) => (
      <label key={c.name}>
        {c.label}{" "}
        <select name={c.name} defaultValue={filters.choices?.[c.name] ?? ""}>
          <option value="">{c.all}</option>
          {c.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    ))}
    {dates ? (
      <>
        <label>
          {dates.from} <input type="date" name="from" defaultValue={filters.from ?? ""} />
        </label>
        <label>
          {dates.to} <input type="date" name="to" defaultValue={filters.to ?? ""} />
        </label>
      </>
    ) : null}
    <label>
      <span className="visually-hidden">{searchLabel}</span>
      <input type="search" name="search" placeholder={searchLabel} defaultValue={filters.search ?? ""} />
    </label>
    <button type="submit" className="btn btn--small">
      {filterLabel}
    </button>
  </form>
);
