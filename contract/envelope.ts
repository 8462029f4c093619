/**
 * The product server's answers (docs/product-rules.md#envelope). HTTP 200 for every business outcome;
 * `code` says what happened.
 */
export const CODE = {
  ok: 200,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  refused: 500,
  warning: 601,
  handledByCaller: 4547,
} as const;

export type Envelope<T = unknown> = {
  code: number;
  msg: string;
  data?: T;
  /** Only on login answers; the storefront's route handler moves it into the HttpOnly cookie. */
  token?: string;
};

export type PageEnvelope<T> = { code: number; msg: string; rows: T[]; total: number };

/** The message list's own page shape (`/api/wUserNews/listForPage`). */
export type MessagePage<T> = {
  code: number;
  msg?: string;
  page: { list: T[]; totalCount: number; pageSize: number; currPage: number; totalPage: number };
};
