import { fireEvent, screen, within } from "@testing-library/react";
import { LOCALES } from "@vitrina/core";
import { describe, expect, test, vi } from "vitest";
import { localeSettings } from "../src/dashboard/content-fixtures.js";
import { LocaleSettingsView } from "../src/dashboard/LocaleSettingsView.js";
import { MESSAGES } from "../src/i18n/messages.js";
import { renderEn, renderIn, type } from "./render.js";

// Pickup points are edited apart from the shop's addresses (issue 30 item 7): a pickup order names only them.

const view = (errors = {}, onSave = vi.fn()) => <LocaleSettingsView settings={localeSettings} errors={errors} saving={false} message={null} onSave={onSave} />;

describe("Languages and contacts: pickup points", () => {
  test("a pickup point added is saved as a pickup address, the shop's addresses unchanged", () => {
    const onSave = vi.fn();
    renderEn(view({}, onSave));
    const pickup = screen.getByRole("group", { name: "Pickup points" });
    expect(within(pickup).getByText(/only these addresses are named on a pickup order's page/)).toBeTruthy();
    fireEvent.click(within(pickup).getByRole("button", { name: "Add" }));
    type(within(pickup).getByRole("textbox", { name: /^Pickup point 2/ }), "mun. Bălți, str. Independenței 24");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const saved = onSave.mock.calls[0]![0];
    expect(saved.pickup_addresses.map((a: { ro: string }) => a.ro)).toEqual([
      "mun. Chișinău, bd. Ștefan cel Mare și Sfânt 126",
      "mun. Bălți, str. Independenței 24",
    ]);
    expect(saved.addresses).toEqual(localeSettings.addresses);
  });

  test("a blank one and too many say so on their field, in every language", () => {
    for (const locale of LOCALES) {
      const { unmount } = renderIn(locale, view({ "pickup_addresses.0.ro": ["required"], pickup_addresses: ["max"] }));
      const T = MESSAGES[locale].dashboard;
      const pickup = screen.getByRole("group", { name: T.locale.pickupAddresses });
      expect(within(pickup).getByText(T.errors.fields.pickup_addresses.max)).toBeTruthy();
      expect(within(pickup).getByText(T.errors.kinds.required)).toBeTruthy();
      unmount();
    }
  });
});
