import { Hono } from "hono";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB } from "@vitrina/core";
import { uploadImage } from "../../catalog/images.js";
import { requireStaff } from "../../lib/auth.js";
import { unprocessable, uploadedFile } from "../../lib/http.js";

/** `/api/dashboard/images`: uploads of pictures (products, slides, the shop's logo), checked by content. */
export const uploadRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>().post("/", requireStaff(db, "catalog"), async (c) => {
    const file = await uploadedFile(c);
    if (file.size > MAX_IMAGE_BYTES) return unprocessable({ file: ["max"] }, `The image is larger than ${MAX_IMAGE_MB} MB.`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // Decoded before the transaction that stores it opens (catalog/images.ts); a refused image is an ImageRejected.
    return c.json({ data: await uploadImage(db, bytes) }, 201);
  });
