import { vi } from "vitest";
import { DEFAULT_METHOD_SETTINGS, shopMethods, type ProductCard, type ProductDraft } from "@vitrina/core";
import type { CheckoutViewProps } from "../src/components/checkout/CheckoutView.js";
import { productFormBasics } from "../src/dashboard/fixtures.js";
import type { ProductFormProps } from "../src/dashboard/ProductForm.js";

/** A product card as the API answers it. */
export const product = (id: number, overrides: Partial<ProductCard> = {}): ProductCard => ({
  id,
  uuid: `u-${id}`,
  slug: `product-${id}`,
  sku: `VT-${id}`,
  title: `Product ${id}`,
  price: 100,
  old_price: null,
  currency: "MDL",
  image: null,
  category: { slug: "kitchen", name: "Kitchen" },
  stock: 5,
  in_stock: true,
  ...overrides,
});

/**
 * The checkout's props with nothing typed yet: `lines` in the cart, the shop's default methods (a bank
 * account set, so transfer is offered), Moldova preselected, every callback a mock; `overrides` win.
 */
export const checkoutProps = (lines: CheckoutViewProps["lines"], overrides: Partial<CheckoutViewProps> = {}): CheckoutViewProps => ({
  lines,
  methods: shopMethods(DEFAULT_METHOD_SETTINGS, { bankAccount: true }),
  countries: [{ code: "md", name: "Moldova" }],
  defaultCountry: "md",
  errors: {},
  problems: [],
  onQuantityChange: vi.fn(),
  onRemove: vi.fn(),
  failed: false,
  submitting: false,
  onSubmit: vi.fn(),
  onEdit: vi.fn(),
  appliedCode: null,
  checkingCode: false,
  onApplyCode: vi.fn(),
  ...overrides,
});

/**
 * The product form's props opened on `draft`, as its stories have them (nothing refused, saving or
 * uploading), every callback a mock (an upload adds no picture); `overrides` win.
 */
export const productFormProps = (draft: ProductDraft, overrides: Partial<ProductFormProps> = {}): ProductFormProps => ({
  title: "Product",
  initial: draft,
  ...productFormBasics,
  onUpload: vi.fn(async () => []),
  onSubmit: vi.fn(),
  ...overrides,
});
