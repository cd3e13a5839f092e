import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { DiscountCodesView, type DiscountCodesViewProps } from "../src/dashboard/DiscountCodesView.js";
import { discountCodes } from "../src/dashboard/fixtures.js";
import { renderEn, renderIn, type } from "./render.js";

const props = (overrides: Partial<DiscountCodesViewProps> = {}): DiscountCodesViewProps => ({
  codes: discountCodes,
  editing: undefined,
  errors: {},
  saving: false,
  message: null,
  onEdit: vi.fn(),
  onCancel: vi.fn(),
  onSave: vi.fn(),
  onSwitch: vi.fn(),
  ...overrides,
});

/** The error message a field's description holds. */
const errorOf = (field: HTMLElement) =>
  (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id))
    .find((el) => el?.className === "field-error")?.textContent;

describe("the discount codes screen", () => {
  test("lists each code with its discount, minimum, days, uses and state, in the dashboard's language", () => {
    renderIn("ro", <DiscountCodesView {...props()} />);
    const autumn = screen.getByRole("row", { name: /TOAMNA100/ });
    expect(within(autumn).getByText("17 din 200")).toBeTruthy();
    expect(within(autumn).getByText("de la 2026-09-01")).toBeTruthy();
    expect(within(autumn).getByText("până la 2026-11-30")).toBeTruthy();
    expect(within(autumn).getByText("Activ")).toBeTruthy();
    const friday = screen.getByRole("row", { name: /BLACKFRIDAY/ });
    expect(within(friday).getByText("20%")).toBeTruthy();
    expect(within(friday).getByText("cel mult 1 per adresă de e-mail")).toBeTruthy();
    expect(within(friday).getByText("în orice zi")).toBeTruthy();
    expect(within(screen.getByRole("row", { name: /VARA10/ })).getByText("Dezactivat")).toBeTruthy();
  });

  test("a new code is sent as typed, with its kind and limits; the switch turns a code off, or on again", () => {
    const p = props({ editing: null });
    renderEn(<DiscountCodesView {...p} />);
    type(screen.getByLabelText("Code"), "autumn10");
    fireEvent.change(screen.getByLabelText("Discount"), { target: { value: "fixed" } });
    type(screen.getByLabelText("Value"), "50");
    type(screen.getByLabelText("Minimum order (MDL)"), "500");
    type(screen.getByLabelText("Last day"), "2026-11-30");
    type(screen.getByLabelText("Uses per email address"), "1");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(p.onSave).toHaveBeenCalledExactlyOnceWith(
      {
        code: "autumn10",
        kind: "fixed",
        value: "50",
        min_subtotal: "500",
        starts_at: "",
        ends_at: "2026-11-30",
        max_uses: "",
        max_uses_per_email: "1",
        active: true,
      },
      null,
    );
    fireEvent.click(screen.getByRole("button", { name: "Switch off: BLACKFRIDAY" }));
    expect(p.onSwitch).toHaveBeenCalledWith(discountCodes[0], false);
    fireEvent.click(screen.getByRole("button", { name: "Switch on: VARA10" }));
    expect(p.onSwitch).toHaveBeenCalledWith(discountCodes[2], true);
  });

  test("each refused field says what to fix at the field: the code's own messages, not another form's", () => {
    const errors = { code: ["format"], value: ["max"], ends_at: ["before_start"], max_uses: ["min"] };
    renderEn(<DiscountCodesView {...props({ editing: discountCodes[1]!, errors })} />);
    expect(screen.getByLabelText("Code").getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(screen.getByLabelText("Code"))).toBe("Use only Latin letters, digits and hyphens, without spaces, e.g. AUTUMN10.");
    expect(errorOf(screen.getByLabelText("Value"))).toBe("A percentage is at most 100.");
    expect(errorOf(screen.getByLabelText("Last day"))).toBe("The last day cannot come before the first day.");
    expect(errorOf(screen.getByLabelText("Uses in all"))).toBe("At least 1; leave it empty for no limit.");
    expect(errorOf(screen.getByLabelText("Minimum order (MDL)"))).toBeUndefined();
  });

  test("the same errors in Russian", () => {
    const errors = { code: ["taken"], value: ["required"], max_uses_per_email: ["type"] };
    renderIn("ru", <DiscountCodesView {...props({ editing: null, errors })} />);
    expect(errorOf(screen.getByLabelText("Промокод"))).toBe("Такой промокод уже есть (строчные и заглавные буквы дают один и тот же промокод).");
    expect(errorOf(screen.getByLabelText("Размер"))).toBe("Пожалуйста, укажите скидку: процент или сумму.");
    expect(errorOf(screen.getByLabelText("Использований на один адрес эл. почты"))).toBe("Введите целое число, например 1, или оставьте поле пустым.");
  });
});
