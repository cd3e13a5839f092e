import { useEffect, useState, type InputHTMLAttributes } from "react";

/** Props of {@link QuantityInput}. */
export interface QuantityInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type"> {
  readonly value: number;
  /** A whole number was typed (0 included); an empty or partial field waits for more typing. */
  readonly onQuantity: (quantity: number) => void;
}

/**
 * A quantity field that lets the shopper clear it and type a new number: the number is handed over
 * only once it is a whole number, and the field shows the current quantity again when left empty.
 */
export const QuantityInput = ({ value, onQuantity, onBlur, ...rest }: QuantityInputProps) => {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <input
      {...rest}
      type="number"
      inputMode="numeric"
      value={text}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        setText(typed);
        if (/^\d+$/.test(typed)) onQuantity(Number(typed));
      }}
      onBlur={(e) => {
        setText(String(value));
        onBlur?.(e);
      }}
    />
  );
};
