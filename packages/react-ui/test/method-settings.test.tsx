import { describe, expect, test, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { DEFAULT_METHOD_SETTINGS } from "@vitrina/core";
import { MethodSettingsView } from "../src/dashboard/MethodSettingsView.js";
import { renderEn, renderIn } from "./render.js";

const settings = { ...DEFAULT_METHOD_SETTINGS, version: 3 };
const courier = () => screen.getByRole("group", { name: "Courier to your door" });

describe("MethodSettingsView", () => {
  test("saves the owner's choices: a courier priced and free from an amount in Moldova only, bank transfers with post only", () => {
    const onSave = vi.fn();
    renderEn(<MethodSettingsView settings={settings} errors={{}} saving={false} message={null} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText("Price of “Courier to your door” (MDL)"), { target: { value: "75,50" } });
    fireEvent.change(screen.getByLabelText("“Courier to your door” free from (MDL)"), { target: { value: "1500" } });
    const goesTo = within(courier()).getByRole("group", { name: "“Courier to your door” goes to" });
    fireEvent.click(within(goesTo).getByLabelText("Romania"));
    fireEvent.click(within(goesTo).getByLabelText("Bulgaria"));
    fireEvent.click(screen.getByLabelText("Offer “Pick up at our showroom”"));
    const transfer = screen.getByRole("group", { name: "“Bank transfer” can be chosen with" });
    fireEvent.click(within(transfer).getByLabelText("Courier to your door"));
    fireEvent.click(within(transfer).getByLabelText("Pick up at our showroom"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const saved = onSave.mock.lastCall?.[0];
    expect(saved.delivery[0]).toEqual({ method: "courier", enabled: true, price: 75.5, free_from: 1500, countries: ["md"] });
    expect(saved.delivery[1]).toMatchObject({ method: "pickup", enabled: false });
    expect(saved.payment[2]).toEqual({ method: "bank_transfer", enabled: true, delivery_methods: ["post"] });
    expect(saved).not.toHaveProperty("version");
  });

  test("an empty free_from is never free; an amount that is not lei is refused on its field without saving", () => {
    const onSave = vi.fn();
    renderEn(<MethodSettingsView settings={settings} errors={{}} saving={false} message={null} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText("Price of “Post office” (MDL)"), { target: { value: "40 lei" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).not.toHaveBeenCalled();
    const price = screen.getByLabelText("Price of “Post office” (MDL)");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter the price as a number, e.g. 349.90.")).toBeTruthy();
    fireEvent.change(price, { target: { value: "40" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave.mock.lastCall?.[0].delivery[2]).toMatchObject({ price: 40, free_from: null });
  });

  test("shows the shop's refusals next to what they are about, in the dashboard's language", () => {
    const errors = { "delivery.0.countries": ["required"], "payment.2.delivery_methods": ["required"], payment: ["none_enabled"] };
    renderEn(<MethodSettingsView settings={settings} errors={errors} saving={false} message={null} onSave={vi.fn()} />);
    expect(within(courier()).getByText("Choose at least one country this delivery goes to.")).toBeTruthy();
    expect(screen.getByText("Tick at least one offered delivery this payment can be chosen with.")).toBeTruthy();
    expect(screen.getByText("Offer at least one payment method.")).toBeTruthy();
  });

  test("every language names the screen, the methods and the refusals", () => {
    const errors = { delivery: ["none_enabled"] };
    for (const [locale, title, refusal] of [
      ["ro", "Livrare și plată", "Oferiți cel puțin o metodă de livrare."],
      ["ru", "Доставка и оплата", "Предлагайте хотя бы один способ доставки."],
      ["bg", "Доставка и плащане", "Предлагайте поне един начин на доставка."],
    ] as const) {
      const { unmount } = renderIn(locale, <MethodSettingsView settings={settings} errors={errors} saving={false} message={null} onSave={vi.fn()} />);
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
      expect(screen.getByText(refusal)).toBeTruthy();
      unmount();
    }
  });
});
