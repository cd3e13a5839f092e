import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { OrderSettingsView } from "../src/dashboard/OrderSettingsView.js";
import { InstructionsView, ShopIdentityView } from "../src/dashboard/ShopSettingsViews.js";
import { sampleIdentity, sampleInstructions } from "../src/dashboard/shop-settings-fixtures.js";
import { LOCALES } from "@vitrina/core";
import { MESSAGES } from "../src/i18n/messages.js";
import { renderEn, renderIn } from "./render.js";

describe("ShopIdentityView", () => {
  test("saves what the admin typed, the IBAN as typed (the server normalises it)", () => {
    const onSave = vi.fn();
    renderEn(<ShopIdentityView identity={sampleIdentity} errors={{}} saving={false} message={null} onSave={onSave} onUpload={async () => null} />);
    fireEvent.change(screen.getByLabelText("Shop name"), { target: { value: "Casa Veche" } });
    fireEvent.change(screen.getByLabelText("IBAN"), { target: { value: "MD24 AG00 0225 1000 1310 4168" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith({ ...sampleIdentity, logo: undefined, version: undefined, name: "Casa Veche", iban: "MD24 AG00 0225 1000 1310 4168" });
  });

  test("shows the server's field errors next to their fields", () => {
    renderEn(
      <ShopIdentityView
        identity={sampleIdentity}
        errors={{ idno: ["format"], iban: ["format"] }}
        saving={false}
        message={null}
        onSave={vi.fn()}
        onUpload={async () => null}
      />,
    );
    expect(screen.getByLabelText("IDNO").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("IBAN").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Company name").getAttribute("aria-invalid")).toBeNull();
  });

  test.each(LOCALES)("%s: a wrong IBAN and a 12-digit IDNO each say what is wrong with them", (locale) => {
    const { unmount } = renderIn(
      locale,
      <ShopIdentityView
        identity={{ ...sampleIdentity, idno: "100360000123", iban: "MD24 AG00 0225 1000 1310 4169" }}
        errors={{ idno: ["format"], iban: ["format"] }}
        saving={false}
        message={null}
        onSave={vi.fn()}
        onUpload={async () => null}
      />,
    );
    const fields = MESSAGES[locale].dashboard.errors.fields;
    const shown = (input: HTMLElement) => document.getElementById(input.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent;
    const labels = MESSAGES[locale].dashboard.shopSettings;
    expect(shown(screen.getByLabelText(labels.idno))).toBe(fields.idno.format);
    expect(shown(screen.getByLabelText(labels.iban))).toBe(fields.iban.format);
    expect(fields.idno.format).toMatch(/13/);
    expect(fields.iban.format).not.toBe(MESSAGES[locale].dashboard.errors.kinds.format);
    unmount();
  });

  test("an uploaded logo is shown and saved by its image id; removing it saves none", async () => {
    const onSave = vi.fn();
    const uploaded = { id: 42, url: "/images/abc-320.webp", srcset: "", width: 240, height: 80 };
    renderEn(<ShopIdentityView identity={sampleIdentity} errors={{}} saving={false} message={null} onSave={onSave} onUpload={async () => uploaded} />);
    expect(screen.getByText("No logo: the header shows the shop's name.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Logo"), { target: { files: [new File(["x"], "logo.png", { type: "image/png" })] } });
    expect((await screen.findByRole("img", { name: "Logo" })).getAttribute("src")).toBe(uploaded.url);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ logo_image_id: 42 });
    fireEvent.click(screen.getByRole("button", { name: "Remove the logo" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave.mock.calls[1]![0]).toMatchObject({ logo_image_id: null });
  });
});

describe("InstructionsView", () => {
  test("edits a method's text in a language and saves all methods", () => {
    const onSave = vi.fn();
    renderEn(<InstructionsView instructions={sampleInstructions} errors={{}} saving={false} message={null} onSave={onSave} />);
    const bank = screen.getByRole("textbox", { name: /^Bank transfer/ });
    fireEvent.change(bank, { target: { value: "Plătiți în 3 zile." } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const saved = onSave.mock.calls[0]![0];
    expect(saved.payment.bank_transfer.ro).toBe("Plătiți în 3 zile.");
    expect(saved.delivery.pickup).toEqual(sampleInstructions.delivery.pickup);
    expect(saved).not.toHaveProperty("version");
  });
});

describe("OrderSettingsView", () => {
  const settings = { max_per_order: 20, unpaid_transfer_days: 5, version: 2 };

  test("saves the numbers as typed; a blank one goes as not a number, for the server to refuse", () => {
    const onSave = vi.fn();
    renderEn(<OrderSettingsView settings={settings} errors={{}} saving={false} message={null} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText("Units of a product per order"), { target: { value: "5" } });
    fireEvent.change(screen.getByLabelText("Days to wait for a bank transfer"), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenLastCalledWith({ max_per_order: 5, unpaid_transfer_days: 0 });
    fireEvent.change(screen.getByLabelText("Units of a product per order"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave.mock.lastCall?.[0].max_per_order).toBeNaN();
  });

  test("marks the fields the server refused", () => {
    renderEn(<OrderSettingsView settings={settings} errors={{ max_per_order: ["min"] }} saving={false} message={null} onSave={vi.fn()} />);
    expect(screen.getByLabelText("Units of a product per order").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Days to wait for a bank transfer").getAttribute("aria-invalid")).toBeNull();
  });
});
