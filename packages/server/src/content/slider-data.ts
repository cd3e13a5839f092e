import type { AdminSlider, Locale, SliderInput } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { inLanguage } from "../db/in-language.js";
import type { OrderedRow } from "../audit/summary-data.js";
import { storedImageJson } from "../catalog/images.js";

// The sliders table: the home page's slides as the dashboard reads and writes them, and as the storefront reads them in one language.

/** The slides in their order, with their pictures; one slide when `id` is given. */
export const adminSliders = async (db: Tx, id?: number): Promise<AdminSlider[]> => {
  const rows = await db.query<Omit<AdminSlider, "image"> & { image_id: number | null; hash: string | null; width: number | null; height: number | null }>(
    `select s.id, s.title, s.subtitle, s.link, s.position, s.active, s.version, s.image_id, im.hash, im.width, im.height
       from sliders s left join images im on im.id = s.image_id where ${id === undefined ? "true" : "s.id = $1"} order by s.position, s.id`,
    id === undefined ? [] : [id],
  );
  return rows.map(({ image_id, hash, width, height, ...s }) => ({
    ...s,
    image: image_id && hash ? storedImageJson({ id: image_id, hash, width: width!, height: height! }) : null,
  }));
};

/** Writes a new slide after the others; resolves with its id. */
export const insertSlider = async (tx: Tx, input: SliderInput): Promise<number> => {
  const [row] = await tx.query<{ id: number }>(
    "insert into sliders (title, subtitle, link, image_id, active, position) values ($1, $2, $3, $4, $5, (select coalesce(max(position) + 1, 0) from sliders)) returning id",
    [input.title, input.subtitle, input.link, input.image_id, input.active],
  );
  return row!.id;
};

/** A slide's version, locked until the transaction ends; undefined when there is none. */
export const lockSlider = async (tx: Tx, id: number): Promise<{ readonly version: number } | undefined> =>
  (await tx.query<{ version: number }>("select version from sliders where id = $1 for update", [id]))[0];

/** Replaces a slide's fields and moves its version on. */
export const updateSliderRow = async (tx: Tx, id: number, input: SliderInput): Promise<void> => {
  await tx.query("update sliders set title = $2, subtitle = $3, link = $4, image_id = $5, active = $6, version = version + 1 where id = $1", [
    id,
    input.title,
    input.subtitle,
    input.link,
    input.image_id,
    input.active,
  ]);
};

/** Ids of every slide. */
export const sliderIds = async (tx: Tx): Promise<number[]> => (await tx.query<{ id: number }>("select id from sliders")).map((r) => r.id);

/** The slides in their order, as an audit entry names them. */
export const sliderTitles = (tx: Tx): Promise<OrderedRow[]> => tx.query<OrderedRow>("select id, title from sliders order by position, id");

/** Gives each of `ids` its place in the list as its position. */
export const writeSliderPositions = async (tx: Tx, ids: ReadonlyArray<number>): Promise<void> => {
  for (const [position, id] of ids.entries()) await tx.query("update sliders set position = $2 where id = $1", [id, position]);
};

/** Deletes a slide; false when there was none. */
export const deleteSliderRow = async (tx: Tx, id: number): Promise<boolean> =>
  (await tx.query("delete from sliders where id = $1 returning id", [id])).length > 0;

/** An active slide in one language, with its picture's stored size when it has one. */
export type SlideRow = { id: number; title: string; subtitle: string; link: string; hash: string | null; width: number | null; height: number | null };

/** The active slides in their order, texts in `locale`. */
export const activeSlides = (db: Tx, locale: Locale): Promise<SlideRow[]> => {
  const q = inLanguage(locale);
  return db.query<SlideRow>(
    `select s.id, ${q.text("s.title")} as title, ${q.text("s.subtitle")} as subtitle, s.link, im.hash, im.width, im.height
       from sliders s left join images im on im.id = s.image_id where s.active order by s.position, s.id`,
    q.params,
  );
};
