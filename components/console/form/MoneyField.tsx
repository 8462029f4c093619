'use client';
/**
 * An amount in yuan (¥, at most two decimals), kept as the text typed: the form turns it into fen
 * by its digits (lib/format/yuan.ts), never through floating point. Leaving the field writes a
 * valid amount with its two decimals (12 → 12.00).
 */
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { fenToYuan, yuanToFen } from '@/lib/format/yuan';

type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (text: string) => void;
  /** The input's accessible name when the field shows no label (a grid's cell). */
  inputLabel?: string;
};

export function MoneyField({ value, onChange, inputLabel, slotProps, ...props }: MoneyFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const fen = yuanToFen(value);
        if (fen !== null && fenToYuan(fen) !== value) onChange(fenToYuan(fen));
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...(inputLabel ? { 'aria-label': inputLabel } : {}) },
        input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> },
      }}
    />
  );
}
