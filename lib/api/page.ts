/** A page of rows as paged calls answer (`{ rows, total }`), on either side of the shop. */
export type Page<T> = { rows: T[]; total: number };
