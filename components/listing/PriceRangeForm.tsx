'use client';
/**
 * The custom rent range: two whole-yuan inputs that lead to the fen URL the presets use. The only
 * script of the /list page; the presets beside it are plain links and work without it.
 */
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { fenToYuanText, parseYuanRange, rentRangeHref, type YuanRangeField } from './rentRange';
import styles from './PriceRangeForm.module.css';

type PriceRangeFormProps = {
  /** The other filters as a canonical query (no rent, no page). */
  baseQuery: string;
  minRent?: number;
  maxRent?: number;
};

export function PriceRangeForm({ baseQuery, minRent, maxRent }: PriceRangeFormProps) {
  const router = useRouter();
  const id = useId();
  const [min, setMin] = useState(fenToYuanText(minRent));
  const [max, setMax] = useState(fenToYuanText(maxRent));
  const [error, setError] = useState<{ field: YuanRangeField; message: string } | null>(null);
  const errorId = `${id}-error`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const range = parseYuanRange(min, max);
    if (!range.ok) {
      setError({ field: range.field, message: range.message });
      return;
    }
    setError(null);
    router.push(rentRangeHref(baseQuery, range));
  }

  const invalid = (field: YuanRangeField) => (error?.field === field ? true : undefined);
  return (
    <form className={styles.rentForm} onSubmit={submit} noValidate aria-label="自定义月租区间">
      <label htmlFor={`${id}-min`} className={styles.visuallyHidden}>
        最低月租（元）
      </label>
      <input
        id={`${id}-min`}
        inputMode="numeric"
        placeholder="最低 ¥"
        value={min}
        onChange={(event) => setMin(event.target.value)}
        aria-invalid={invalid('min')}
        aria-describedby={error ? errorId : undefined}
        maxLength={7}
      />
      <span aria-hidden="true">–</span>
      <label htmlFor={`${id}-max`} className={styles.visuallyHidden}>
        最高月租（元）
      </label>
      <input
        id={`${id}-max`}
        inputMode="numeric"
        placeholder="最高 ¥"
        value={max}
        onChange={(event) => setMax(event.target.value)}
        aria-invalid={invalid('max')}
        aria-describedby={error ? errorId : undefined}
        maxLength={7}
      />
      <button type="submit">确定</button>
      {error ? (
        <p id={errorId} role="alert" className={styles.rentError}>
          {error.message}
        </p>
      ) : null}
    </form>
  );
}
